/**
 * Where anyone verifies a certificate (the client's page, whose address the PDF prints) and where
 * its PDF is downloaded (the server's route).
 */
export const certificatePagePath = (id: string) => `/certificate/${id}`;
export const certificatePdfPath = (id: string) => `/certificates/${id}.pdf`;

/** Where the PDF is downloaded (CertificatesController) and where anyone verifies it (the client's route). */
export const certificatePdfPath = (id: string) => `/certificates/${id}.pdf`;
export const certificatePagePath = (id: string) => `/certificate/${id}`;

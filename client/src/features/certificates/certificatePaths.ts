/** The public page where anyone verifies a certificate (the PDF prints the same address). */
export const certificatePath = (id: string) => `/certificate/${id}`;

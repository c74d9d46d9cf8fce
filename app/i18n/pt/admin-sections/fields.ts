/** Field messages of the back office's forms, in Portuguese. */
export const adminFieldsPt = {
  required: "Campo obrigatório.",
  tooLong: "Texto longo demais.",
  invalidEmail: "Informe um e-mail válido.",
  httpsOnly: "Informe um endereço https://.",
  invalid: "Valor inválido.",
  uploadTooLarge: "O envio passa de 10 MB.",
  tooManyImages: "No máximo 12 imagens por produto.",
  invalidDate: "Informe data e hora (ex.: 30/11/2026 23:59).",
  windowOrder: "O fim precisa vir depois do início.",
} as const;

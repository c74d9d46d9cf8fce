/** Portuguese texts of the back office's image picker (URL or file, with a preview). */
export const adminImagePt = {
  url: "URL da imagem (https)",
  file: "Arquivo de imagem",
  preview: "Pré-visualização",
  remove: "Remover imagem",
  preparing: "Preparando imagem...",
  urlDisabled: "Um arquivo foi escolhido: a URL não será usada.",
} as const;

/** Portuguese texts of the back office's add-product form. */
export const adminProductFormPt = {
  title: "Adicionar produto",
  brand: "Marca",
  chooseBrand: "Selecione a marca",
  name: "Nome do produto",
  /** The name in another language of the shop: {language} from common.languageNames. */
  nameIn: "Nome em {language}",
  price: "Preço (US$)",
  category: "Categoria",
  chooseCategory: "Selecione a categoria",
  description: "Descrição",
  descriptionIn: "Descrição em {language}",
  offer: "Produto em oferta",
  originalPrice: "Preço original (US$)",
  inStock: "Em estoque",
  image: "Imagem do produto",
  submit: "Adicionar produto",
  required: {
    brand_id: "Escolha a marca.",
    name: "Informe o nome do produto.",
    price: "Informe o preço.",
    category_id: "Escolha a categoria.",
  },
} as const;

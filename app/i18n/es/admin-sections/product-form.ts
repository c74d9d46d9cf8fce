import type { adminProductFormPt } from "../../pt/admin-sections/product-form";
import type { Widen } from "../../widen";

export const adminProductFormEs: Widen<typeof adminProductFormPt> = {
  title: "Agregar producto",
  brand: "Marca",
  chooseBrand: "Seleccione la marca",
  name: "Nombre del producto",
  nameIn: "Nombre en {language}",
  price: "Precio (US$)",
  category: "Categoría",
  chooseCategory: "Seleccione la categoría",
  description: "Descripción",
  descriptionIn: "Descripción en {language}",
  offer: "Oferta especial",
  originalPrice: "Precio original (US$)",
  inStock: "En stock",
  image: "Imagen del producto",
  submit: "Agregar producto",
  required: {
    brand_id: "Elija la marca.",
    name: "Ingrese el nombre del producto.",
    price: "Ingrese el precio.",
    category_id: "Elija la categoría.",
  },
};

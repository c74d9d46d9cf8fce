import type { adminProductFormPt } from "../../pt/admin-sections/product-form";
import type { Widen } from "../../widen";

export const adminProductFormEn: Widen<typeof adminProductFormPt> = {
  title: "Add product",
  brand: "Brand",
  chooseBrand: "Select the brand",
  name: "Product name",
  nameIn: "{language} name",
  price: "Price (US$)",
  category: "Category",
  chooseCategory: "Select the category",
  description: "Description",
  descriptionIn: "{language} description",
  offer: "Special offer",
  originalPrice: "Original price (US$)",
  inStock: "In stock",
  image: "Product image",
  submit: "Add product",
  required: {
    brand_id: "Choose the brand.",
    name: "Enter the product name.",
    price: "Enter the price.",
    category_id: "Choose the category.",
  },
};

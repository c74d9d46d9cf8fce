// A demo product's row (demo-data.ts), apart from the tables that hold them.

export type DemoProduct = readonly [
  name: string,
  nameEn: string,
  brand: number,
  category: number,
  price: number,
  original: number | null,
  inStock: boolean,
  description: string,
  descriptionEn: string,
];

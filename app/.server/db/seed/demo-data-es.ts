import type { DEMO_CATEGORIES } from "./demo-data";

// Spanish for the demo catalogue, as a shop in Salto del Guairá words it. Kept apart
// from demo-data.ts so the Portuguese rows stay readable; keyed by the Portuguese text, the one
// key every demo row has (demo products carry no SKU). demo-data-es.test.ts checks that every
// demo row has its Spanish. The posters' texts, in every language, are in demo-banners.ts.

type CategoryName = (typeof DEMO_CATEGORIES)[number]["name"];

export const categoryNamesEs: Readonly<Record<string, string>> = {
  "Ferramentas Manuais": "Herramientas Manuales",
  "Máquinas Elétricas": "Máquinas Eléctricas",
  "Movimentação de Carga": "Movimiento de Cargas",
  "Construção Civil": "Construcción Civil",
  "Jardim e Agricultura": "Jardín y Agricultura",
} satisfies Record<CategoryName, string>;

export interface ProductEs {
  name: string;
  description: string;
}

/** By the product's Portuguese name (DEMO_PRODUCTS[i][0]). */
export const productsEs: Readonly<Record<string, ProductEs>> = {
  // Ferramentas Manuais
  "Jogo de Chaves Combinadas 12 peças": {
    name: "Juego de Llaves Combinadas 12 piezas",
    description: "Llaves combinadas de 6 a 22 mm en acero cromo vanadio.",
  },
  "Martelo de Unha 27 mm": {
    name: "Martillo de Uña 27 mm",
    description: "Mango de madera y cabeza forjada.",
  },
  'Alicate Universal 8"': {
    name: 'Alicate Universal 8"',
    description: "Alicate con aislamiento de 1000 V.",
  },
  "Jogo de Chaves de Fenda 6 peças": {
    name: "Juego de Destornilladores 6 piezas",
    description: "Puntas planas y Phillips, mango ergonómico.",
  },
  "Trena 5 m": { name: "Cinta Métrica 5 m", description: "Cinta de acero con traba." },
  'Serrote 20"': { name: 'Serrucho 20"', description: "Hoja templada para madera." },
  'Jogo de Soquetes 1/2" 24 peças': {
    name: 'Juego de Llaves Tubo 1/2" 24 piezas',
    description: "Matraca reversible y maletín.",
  },
  'Chave Inglesa 10"': { name: 'Llave Inglesa 10"', description: "Apertura de hasta 30 mm." },
  "Nível de Alumínio 60 cm": {
    name: "Nivel de Aluminio 60 cm",
    description: "Tres burbujas, alta precisión.",
  },
  "Arco de Serra Ajustável": {
    name: "Arco de Sierra Ajustable",
    description: "Para hojas de 8 a 12 pulgadas.",
  },
  // Máquinas Elétricas
  "Furadeira de Impacto 13mm 750W": {
    name: "Taladro Percutor 13mm 750W",
    description: "Mandril de 13 mm, velocidad variable y reversible.",
  },
  "Parafusadeira a Bateria 12V": {
    name: "Atornillador a Batería 12V",
    description: "Dos baterías de ion de litio y cargador.",
  },
  'Esmerilhadeira Angular 4 1/2" 850W': {
    name: 'Amoladora Angular 4 1/2" 850W',
    description: "Disco de 115 mm, empuñadura lateral.",
  },
  'Serra Circular 7 1/4" 1400W': {
    name: 'Sierra Circular 7 1/4" 1400W',
    description: "Corte de hasta 65 mm con guía paralela.",
  },
  "Martelete Perfurador SDS Plus 800W": {
    name: "Martillo Perforador SDS Plus 800W",
    description: "Tres funciones: taladrar, taladrar con percusión y cincelar.",
  },
  "Lixadeira Orbital 220W": {
    name: "Lijadora Orbital 220W",
    description: "Colector de polvo incluido.",
  },
  'Tupia 1/4" 530W': { name: 'Fresadora 1/4" 530W', description: "Base de aluminio ajustable." },
  "Soprador Térmico 2000W": {
    name: "Pistola de Calor 2000W",
    description: "Dos temperaturas, boquillas accesorias.",
  },
  "Serra Tico-Tico 500W": {
    name: "Sierra Caladora 500W",
    description: "Corte recto y curvo, acción pendular.",
  },
  'Furadeira de Bancada 1/2" 350W': {
    name: 'Taladro de Banco 1/2" 350W',
    description: "Cinco velocidades, mesa inclinable.",
  },
  // Movimentação de Carga
  "Carrinho de Mão 60 L": {
    name: "Carretilla 60 L",
    description: "Batea de acero y rueda neumática con cámara.",
  },
  "Paleteira Manual 2500 kg": {
    name: "Transpaleta Manual 2500 kg",
    description: "Horquillas de 1150 mm, ruedas de poliuretano.",
  },
  "Carrinho Plataforma 300 kg": {
    name: "Carro Plataforma 300 kg",
    description: "Manija plegable.",
  },
  "Talha Manual de Corrente 1 t": {
    name: "Aparejo Manual de Cadena 1 t",
    description: "Elevación de 3 m.",
  },
  "Macaco Hidráulico Jacaré 2 t": {
    name: "Gato Hidráulico Tipo Carrito 2 t",
    description: "Elevación de 130 a 330 mm.",
  },
  "Cinta de Amarração com Catraca 5 m": {
    name: "Cinta de Amarre con Matraca 5 m",
    description: "Capacidad de 1000 kg.",
  },
  "Carrinho de Armazém 2 Rodas 200 kg": {
    name: "Carretilla de Carga 2 Ruedas 200 kg",
    description: "Ruedas macizas de goma.",
  },
  "Guincho Elétrico 200 kg": {
    name: "Guinche Eléctrico 200 kg",
    description: "Cable de acero de 12 m.",
  },
  // Construção Civil
  "Betoneira 150 L": { name: "Hormigonera 150 L", description: "Motor de 1/2 HP, 220 V." },
  'Colher de Pedreiro 8"': {
    name: 'Cuchara de Albañil 8"',
    description: "Acero al carbono pulido.",
  },
  "Desempenadeira de Aço Dentada": {
    name: "Llana Dentada de Acero",
    description: "Para mortero y porcelanato.",
  },
  "Cortador de Piso 60 cm": {
    name: "Cortadora de Cerámica 60 cm",
    description: "Corte de hasta 12 mm de espesor.",
  },
  "Serra Mármore 1300W": {
    name: "Sierra para Mármol 1300W",
    description: "Disco de 110 mm, corte en seco.",
  },
  "Andaime Tubular 1 m": {
    name: "Andamio Tubular 1 m",
    description: "Panel de acero galvanizado.",
  },
  "Vibrador de Concreto 1,5 cv": {
    name: "Vibrador de Hormigón 1,5 HP",
    description: "Aguja vibradora de 35 mm.",
  },
  "Martelo Demolidor 15 kg": {
    name: "Martillo Demoledor 15 kg",
    description: "1500 W, 45 J de impacto.",
  },
  "Nível a Laser de Linhas": {
    name: "Nivel Láser de Líneas",
    description: "Alcance de 15 m, autonivelante.",
  },
  // Jardim e Agricultura
  "Enxada Larga 2,5 lb": { name: "Azada Ancha 2,5 lb", description: "Mango de madera de 1,5 m." },
  "Roçadeira a Gasolina 52cc": {
    name: "Desmalezadora a Nafta 52cc",
    description: "Cuchilla de 3 puntas y cabezal de hilo.",
  },
  'Motosserra 18" 45cc': {
    name: 'Motosierra 18" 45cc',
    description: "Espada de 45 cm, arranque fácil.",
  },
  "Pulverizador Costal 20 L": {
    name: "Pulverizador de Mochila 20 L",
    description: "Bomba de presión manual.",
  },
  "Tesoura de Poda": { name: "Tijera de Podar", description: "Hojas de acero templado." },
  "Cortador de Grama Elétrico 1200W": {
    name: "Cortadora de Césped Eléctrica 1200W",
    description: "Recolector de 35 L.",
  },
  "Mangueira de Jardim 30 m": {
    name: "Manguera de Jardín 30 m",
    description: "Con boquilla y conector rápido.",
  },
  "Ancinho 14 Dentes": { name: "Rastrillo 14 Dientes", description: "Acero con mango de madera." },
  'Motobomba a Gasolina 2"': { name: 'Motobomba a Nafta 2"', description: "Caudal de 30 m³/h." },
  "Cavadeira Articulada": {
    name: "Cavadora Articulada de Pozos",
    description: "Para pozos de postes de alambrado.",
  },
  "Soprador de Folhas a Bateria 18V": {
    name: "Sopladora de Hojas a Batería 18V",
    description: "Velocidad del aire de 200 km/h.",
  },
  // Added later (demo-products-added.ts)
  "Chave Combinada": {
    name: "Llave Combinada",
    description: "Boca y estría de acero cromo vanadio; elija la medida.",
  },
  "Bateria 18V 4,0 Ah": {
    name: "Batería 18V 4,0 Ah",
    description: "Ion de litio, indicador de carga; sirve en las máquinas 18V de la marca.",
  },
  'Disco de Corte 4 1/2" (10 unidades)': {
    name: 'Disco de Corte 4 1/2" (10 unidades)',
    description: "Para acero e inoxidable, 115 × 1,0 mm, agujero de 22,23 mm.",
  },
  "Jogo de Brocas 15 peças": {
    name: "Juego de Mechas 15 piezas",
    description: "Mechas para metal, madera y mampostería de 3 a 10 mm, en estuche.",
  },
  "Lavadora de Alta Pressão 1600 psi": {
    name: "Hidrolavadora de Alta Presión 1600 psi",
    description: "Manguera de 5 m, boquilla regulable y aplicador de detergente.",
  },
  "Furadeira e Parafusadeira de Impacto a Bateria": {
    name: "Taladro Atornillador de Impacto a Batería",
    description: "Dos baterías, cargador y maletín; mandril de 13 mm.",
  },
};

/**
 * Spanish for the docs/product-rules.md §7 generator's placeholder description
 * (GENERATED_DESCRIPTION).
 */
export const GENERATED_DESCRIPTION_ES = "Descripción del producto próximamente.";

/**
 * The Spanish store-profile texts of DEMO_STORE_PROFILE (app/lib/store-profile.ts), named as the
 * `_pt` / `_en` fields are. Both opening-hours wordings, as docs/product-rules.md §9 gives them.
 */
export const storeProfileEs = {
  description_es:
    "Ferretería y tienda de herramientas y equipos en Salto del Guairá: herramientas manuales, máquinas eléctricas, movimiento de cargas, construcción civil, jardín y agricultura.",
  hours_week_es: "Lunes a Sábado: 7:00 a 17:00",
  hours_sunday_es: "Domingo: 7:00 a 12:00",
  hours_weekdays_es: "Lunes a Viernes: 7:00 a 17:00",
  hours_saturday_es: "Sábado: 7:00 a 17:00",
  free_shipping_es: "Envío gratis a todo el país",
} as const;

// Each demo product's specifications, by its Portuguese name (DEMO_PRODUCTS[i][0],
// the key every demo row has), its category's attributes (DEMO_CATEGORY_ATTRIBUTES) by code: a
// choice's value code, a number in the attribute's unit, yes/no as a boolean. Read from the
// products' names and descriptions. `null` says the attribute does not apply to that product (a
// heat gun has no chuck, a trowel no voltage): a filter then leaves it out rather than list it under
// an invented value. demo-attributes.test.ts checks that every product states every attribute of
// its category and that each value fits its definition.

export type DemoSpecValue = string | number | boolean | null;

export const DEMO_PRODUCT_ATTRIBUTES: Readonly<
  Record<string, Readonly<Record<string, DemoSpecValue>>>
> = {
  // Ferramentas Manuais: material, tamanho, isolado
  "Jogo de Chaves Combinadas 12 peças": {
    material: "aco-cromo-vanadio",
    tamanho: "6-a-22-mm",
    isolado: false,
  },
  "Martelo de Unha 27 mm": { material: "aco-carbono", tamanho: "27-mm", isolado: false },
  'Alicate Universal 8"': { material: "aco-cromo-vanadio", tamanho: "8-pol", isolado: true },
  "Jogo de Chaves de Fenda 6 peças": {
    material: "aco-cromo-vanadio",
    tamanho: "1-8-a-5-16-pol",
    isolado: false,
  },
  "Trena 5 m": { material: "aco-carbono", tamanho: "5-m", isolado: false },
  'Serrote 20"': { material: "aco-carbono", tamanho: "20-pol", isolado: false },
  'Jogo de Soquetes 1/2" 24 peças': {
    material: "aco-cromo-vanadio",
    tamanho: "1-2-pol",
    isolado: false,
  },
  'Chave Inglesa 10"': { material: "aco-carbono", tamanho: "10-pol", isolado: false },
  "Nível de Alumínio 60 cm": { material: "aluminio", tamanho: "60-cm", isolado: false },
  "Arco de Serra Ajustável": { material: "aco-carbono", tamanho: "12-pol", isolado: false },

  // Máquinas Elétricas: voltagem, potencia (W), mandril (mm), tipo. Cordless tools are not rated
  // in watts; only drills, the screwdriver and the router's collet have a chuck size.
  "Furadeira de Impacto 13mm 750W": {
    voltagem: "220v",
    potencia: 750,
    mandril: 13,
    tipo: "furadeira",
  },
  "Parafusadeira a Bateria 12V": {
    voltagem: "bateria-12v",
    potencia: null,
    mandril: 10,
    tipo: "parafusadeira",
  },
  'Esmerilhadeira Angular 4 1/2" 850W': {
    voltagem: "127v",
    potencia: 850,
    mandril: null,
    tipo: "esmerilhadeira",
  },
  'Serra Circular 7 1/4" 1400W': {
    voltagem: "220v",
    potencia: 1400,
    mandril: null,
    tipo: "serra-circular",
  },
  "Martelete Perfurador SDS Plus 800W": {
    voltagem: "220v",
    potencia: 800,
    mandril: null,
    tipo: "martelete",
  },
  "Lixadeira Orbital 220W": {
    voltagem: "127v",
    potencia: 220,
    mandril: null,
    tipo: "lixadeira",
  },
  'Tupia 1/4" 530W': { voltagem: "220v", potencia: 530, mandril: 6.35, tipo: "tupia" },
  "Soprador Térmico 2000W": {
    voltagem: "127v",
    potencia: 2000,
    mandril: null,
    tipo: "soprador-termico",
  },
  "Serra Tico-Tico 500W": {
    voltagem: "220v",
    potencia: 500,
    mandril: null,
    tipo: "serra-tico-tico",
  },
  'Furadeira de Bancada 1/2" 350W': {
    voltagem: "bivolt",
    potencia: 350,
    mandril: 13,
    tipo: "furadeira",
  },

  // Movimentação de Carga: capacidade (kg), altura-elevacao (mm), tipo-carga
  "Carrinho de Mão 60 L": { capacidade: 120, "altura-elevacao": null, "tipo-carga": "carrinho" },
  "Paleteira Manual 2500 kg": {
    capacidade: 2500,
    "altura-elevacao": 200,
    "tipo-carga": "paleteira",
  },
  "Carrinho Plataforma 300 kg": {
    capacidade: 300,
    "altura-elevacao": null,
    "tipo-carga": "carrinho",
  },
  "Talha Manual de Corrente 1 t": {
    capacidade: 1000,
    "altura-elevacao": 3000,
    "tipo-carga": "talha",
  },
  "Macaco Hidráulico Jacaré 2 t": {
    capacidade: 2000,
    "altura-elevacao": 330,
    "tipo-carga": "macaco",
  },
  "Cinta de Amarração com Catraca 5 m": {
    capacidade: 1000,
    "altura-elevacao": null,
    "tipo-carga": "amarracao",
  },
  "Carrinho de Armazém 2 Rodas 200 kg": {
    capacidade: 200,
    "altura-elevacao": null,
    "tipo-carga": "carrinho",
  },
  "Guincho Elétrico 200 kg": {
    capacidade: 200,
    "altura-elevacao": 12000,
    "tipo-carga": "guincho",
  },

  // Construção Civil: capacidade-litros (L), voltagem, peso (kg)
  "Betoneira 150 L": { "capacidade-litros": 150, voltagem: "220v", peso: 68 },
  'Colher de Pedreiro 8"': { "capacidade-litros": null, voltagem: null, peso: 0.3 },
  "Desempenadeira de Aço Dentada": { "capacidade-litros": null, voltagem: null, peso: 0.6 },
  "Cortador de Piso 60 cm": { "capacidade-litros": null, voltagem: null, peso: 7.5 },
  "Serra Mármore 1300W": { "capacidade-litros": null, voltagem: "127v", peso: 3.2 },
  "Andaime Tubular 1 m": { "capacidade-litros": null, voltagem: null, peso: 11 },
  "Vibrador de Concreto 1,5 cv": { "capacidade-litros": null, voltagem: "bivolt", peso: 13 },
  "Martelo Demolidor 15 kg": { "capacidade-litros": null, voltagem: "220v", peso: 15 },
  "Nível a Laser de Linhas": { "capacidade-litros": null, voltagem: null, peso: 0.5 },

  // Jardim e Agricultura: motor, largura-corte (cm), voltagem, peso (kg)
  "Enxada Larga 2,5 lb": { motor: "manual", "largura-corte": null, voltagem: null, peso: 1.9 },
  "Roçadeira a Gasolina 52cc": {
    motor: "gasolina",
    "largura-corte": 42,
    voltagem: null,
    peso: 8.5,
  },
  'Motosserra 18" 45cc': { motor: "gasolina", "largura-corte": 45, voltagem: null, peso: 5.6 },
  "Pulverizador Costal 20 L": {
    motor: "manual",
    "largura-corte": null,
    voltagem: null,
    peso: 4.5,
  },
  "Tesoura de Poda": { motor: "manual", "largura-corte": null, voltagem: null, peso: 0.25 },
  "Cortador de Grama Elétrico 1200W": {
    motor: "eletrico",
    "largura-corte": 32,
    voltagem: "220v",
    peso: 9,
  },
  // A hose has no engine at all: not even "manual".
  "Mangueira de Jardim 30 m": { motor: null, "largura-corte": null, voltagem: null, peso: 3.2 },
  "Ancinho 14 Dentes": { motor: "manual", "largura-corte": null, voltagem: null, peso: 0.9 },
  'Motobomba a Gasolina 2"': {
    motor: "gasolina",
    "largura-corte": null,
    voltagem: null,
    peso: 23,
  },
  "Cavadeira Articulada": { motor: "manual", "largura-corte": null, voltagem: null, peso: 2.5 },
  "Soprador de Folhas a Bateria 18V": {
    motor: "bateria",
    "largura-corte": null,
    voltagem: "bateria-18v",
    peso: 1.8,
  },

  // Added later (demo-products-added.ts). Their voltages are their variants' (demo-variants.ts);
  // the one stated here is the first variant's.
  "Chave Combinada": { material: "aco-cromo-vanadio", tamanho: "10-mm", isolado: false },
  "Lavadora de Alta Pressão 1600 psi": {
    motor: "eletrico",
    "largura-corte": null,
    voltagem: "127v",
    peso: 6.5,
  },
  "Furadeira e Parafusadeira de Impacto a Bateria": {
    voltagem: "bateria-18v",
    potencia: null,
    mandril: 13,
    tipo: "furadeira",
  },
  // Accessories (demo-links.ts): a battery states its voltage; discs and bits are not insulated.
  "Bateria 18V 4,0 Ah": {
    voltagem: "bateria-18v",
    potencia: null,
    mandril: null,
    tipo: "bateria",
  },
  'Disco de Corte 4 1/2" (10 unidades)': { material: null, tamanho: null, isolado: false },
  "Jogo de Brocas 15 peças": { "capacidade-litros": null, voltagem: null, peso: 0.4 },
};

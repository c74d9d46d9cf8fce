/** Portuguese texts of product lists and product pages. */
export const catalogPt = {
  meta: {
    /** {site}: the shop's name from its store profile. */
    productsTitle: "Todos os produtos — {site}",
    productsDescription:
      "Todos os produtos da {site}: ferramentas manuais, máquinas elétricas, movimentação de carga, construção civil, jardim e agricultura, com preços em dólares.",
    categoryTitle: "{category} — {site}",
    categoryDescription:
      "{category}: produtos da {site} em Salto del Guairá, com preços em dólares.",
    brandTitle: "{brand} — {site}",
    brandDescription: "Produtos {brand} na {site} em Salto del Guairá, com preços em dólares.",
    offersTitle: "Ofertas — {site}",
    offersDescription: "Produtos em oferta na {site}, com o desconto de cada um.",
    categoriesTitle: "Categorias — {site}",
    categoriesDescription: "Todas as categorias de produtos da {site}.",
    categoriesDescriptionNamed: "Todas as categorias de produtos da {site}: {names}.",
    searchTitle: "Busca — {site}",
    searchResultsTitle: "“{query}” — Busca — {site}",
    searchDescription: "Busque produtos da {site} pelo nome.",
    productTitle: "{name} — {site}",
    productNotFoundTitle: "Produto não encontrado — {site}",
    categoryNotFoundTitle: "Categoria não encontrada — {site}",
    /** A product without a description: what search results and link previews show instead. */
    productDescription: "{name}, da {brand}, por {price} na {site} em Salto del Guairá.",
    /** A list's description followed by some of the names it lists. */
    withExamples: "{description} Entre eles: {names}.",
    /** The title of the second and later pages of a list. */
    paged: "{title} (página {page})",
  },
  headings: {
    products: "Todos os produtos",
    offers: "Ofertas",
    categories: "Categorias",
    search: "Busca",
    searchResults: "Resultados para “{query}”",
    related: "Produtos relacionados",
  },
  list: {
    loading: "Carregando produtos...",
    count: { one: "{count} produto", other: "{count} produtos" },
    emptyAll: "Nenhum produto encontrado.",
    emptyCategory: "Nenhum produto nesta categoria.",
    emptyBrand: "Nenhum produto encontrado para {brand}",
    emptyOffers: "Nenhuma oferta no momento.",
    emptySearch: "Nenhum produto encontrado para “{query}”.",
    backToFirstPage: "Voltar à primeira página",
    seeProducts: "Ver produtos",
  },
  search: {
    label: "Buscar produtos",
    submit: "Buscar",
    prompt: "Digite o nome de um produto para buscar.",
  },
  sort: {
    label: "Ordenar por",
    relevance: "Relevância",
    price_asc: "Menor preço",
    price_desc: "Maior preço",
    discount: "Maior desconto",
    name: "Nome (A–Z)",
    newest: "Novidades",
  },
  pagination: {
    label: "Paginação",
    previous: "Anterior",
    next: "Próxima",
    page: "Página {page}",
    pageOf: "Página {page} de {pages}",
  },
  product: {
    brand: "Marca",
    category: "Categoria",
    price: "Preço",
    originalPrice: "Preço anterior",
    /** Before a card's price when the product's variants differ in price: its lowest. */
    priceFrom: "a partir de",
    percentOff: "{percent}% OFF",
    inStock: "Em estoque",
    outOfStock: "Esgotado",
    availability: "Disponibilidade",
    /** A scheduled offer's last day (docs/decisions/066-scheduled-offers.md). */
    offerUntil: "Oferta até {date}",
    /**
     * The stock line of a variant at or under the shop's low-stock threshold (Configurações);
     * never shown for 0 (sold out says "Esgotado").
     */
    lowStock: { one: "Resta {count} unidade", other: "Últimas {count} unidades" },
    /** The chosen variant's code, as the quote list writes it. */
    sku: "SKU",
    description: "Descrição",
    descriptionSoon: "Descrição em breve.",
    contactWhatsapp: "Falar no WhatsApp",
    whatsappMessage: "Olá! Tenho interesse no produto {name}: {url}",
    /** A product with options: the chosen variant's labels ("220 V") and SKU. */
    whatsappVariantMessage: "Olá! Tenho interesse no produto {name} ({options}, SKU {sku}): {url}",
    whatsappVariantMessageNoSku: "Olá! Tenho interesse no produto {name} ({options}): {url}",
    opensInNewTab: "(abre em nova aba)",
    notFound: "Produto não encontrado.",
    categoryNotFound: "Categoria não encontrada.",
    viewAll: "Ver todos os produtos",
  },
  /**
   * The currency hint (docs/decisions/054-currency-hint.md): the estimate in reais and
   * guaraníes beside a price in dollars, and the shop's note for shoppers from Brazil. {date}: the
   * day the shop set the rates ("26 de novembro"); {currencies}: the hint's symbols as a list
   * ("R$ e ₲").
   */
  currency: {
    estimate: "Estimativa pelo câmbio de {date}",
    note: "Valores em {currencies} aproximados, pelo câmbio de {date}. O preço da loja é em dólares.",
    brazilNote: "Para quem compra do Brasil",
  },
  /**
   * The product page's specifications table (also the Google feed's section
   * name), yes/no for a yes/no attribute, and what screen readers hear before the voltage badge
   * beside a price.
   */
  specs: {
    title: "Especificações",
    yes: "Sim",
    no: "Não",
    voltage: "Voltagem",
  },
} as const;

/** Portuguese texts of the store area: layout, home, contact pages, header search. */
export const storePt = {
  header: {
    homeSuffix: "página inicial",
    mainNav: "Categorias",
    admin: "Admin",
  },
  search: {
    label: "Buscar produtos, marcas e categorias",
    placeholder: "Buscar produtos, marcas...",
    submit: "Buscar",
    toggle: "Mostrar campo de busca",
    suggestions: "Sugestões de busca",
    groups: { product: "Produtos", brand: "Marcas", category: "Categorias" },
    count: {
      one: "{count} sugestão disponível. Use as setas para escolher.",
      other: "{count} sugestões disponíveis. Use as setas para escolher.",
    },
    none: "Nenhuma sugestão",
  },
  /**
   * The bar a Portuguese page shows a visitor whose browser prefers this language: worded in the
   * language it offers.
   */
  languageHint: {
    label: "Sugestão de idioma",
    text: "Esta página também está em português.",
    link: "Ver em português",
    dismiss: "Fechar a sugestão de idioma",
  },
  offline: {
    notice: "Você está sem conexão. Esta é a última versão salva da página.",
  },
  footer: {
    hoursHeading: "Atendimento ao cliente",
    contactHeading: "Contato",
    email: "E-mail",
    phones: "Telefones",
    whatsapp: "WhatsApp",
    locationHeading: "Localização",
    linksHeading: "Institucional",
    shopHeading: "Loja",
    copyright: "© {year} {name}. Todos os direitos reservados.",
  },
  links: {
    offers: "Ofertas",
    categories: "Categorias",
    products: "Todos os produtos",
    about: "Sobre nós",
    service: "Atendimento",
    location: "Nossa localização",
  },
  home: {
    heading: "Ferramentas e equipamentos em Salto del Guairá",
    offers: "Ofertas da semana",
    newest: "Novidades",
    categories: "Compre por categoria",
    seeAll: "Ver todas",
  },
  carousel: {
    label: "Destaques",
    slide: "{n} de {total}",
    previous: "Pôster anterior",
    next: "Próximo pôster",
    picker: "Escolher pôster",
    goTo: "Ir para o pôster {n}",
    pause: "Pausar apresentação",
    play: "Iniciar apresentação",
  },
  brands: {
    heading: "Nossas marcas",
    marquee: "Marcas em destaque",
    pause: "Pausar marcas",
    play: "Animar marcas",
    all: "Todas as marcas",
    allTitle: "Todas as marcas — {site}",
    allDescription:
      "As marcas de ferramentas e equipamentos que a {site} vende em Salto del Guairá.",
  },
  info: {
    scheduleHeading: "Horário de funcionamento",
    serviceHoursHeading: "Atendimento ao cliente",
    contactHeading: "Contato",
    locationHeading: "Localização",
    email: "E-mail",
    phones: "Telefones",
    whatsapp: "Conversar pelo WhatsApp",
    mapTitle: "Mapa: {name} em {city}, {country}",
    openMap: "Abrir o mapa em tamanho maior",
  },
  about: {
    title: "Sobre nós",
  },
  service: {
    title: "Atendimento",
    intro: "Fale com a nossa equipe por e-mail, telefone ou WhatsApp.",
    description: "Horários de atendimento, e-mail, telefones e WhatsApp da {name}.",
  },
  location: {
    title: "Nossa localização",
    intro: "Estamos em {city}, {country}.",
    description: "Endereço, horários e mapa da {name} em {city}, {country}.",
  },
  /** The quote list ("lista de orçamento") and its enquiry. */
  quote: {
    nav: "Orçamento",
    navCount: {
      one: "Lista de orçamento, {count} produto",
      other: "Lista de orçamento, {count} produtos",
    },
    add: "Adicionar à lista",
    addNamed: "Adicionar {name} à lista de orçamento",
    quantity: "Quantidade",
    added: "{name} está na sua lista de orçamento.",
    full: "Sua lista já tem {max} produtos. Remova algum para adicionar outro.",
    storageRefused: "Este navegador não permitiu guardar a lista.",
    inList: "Na lista",
    view: "Ver lista",
    /**
     * A card of a product with options: its page, where the shopper chooses one to add. The
     * accessible name starts with the visible text (WCAG 2.5.3), then the product.
     */
    choose: "Escolher opção",
    chooseNamed: "Escolher opção: {name}",
  },
} as const;

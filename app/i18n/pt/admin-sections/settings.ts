/** Portuguese texts of the back office's settings section. */
export const adminSettingsPt = {
  title: "Configurações da loja",
  intro: "Estes dados aparecem no rodapé, na página Sobre, no atendimento e na localização.",
  submit: "Salvar configurações",
  groups: {
    store: "Loja",
    contact: "Contato",
    location: "Localização",
    hours: "Horários",
    shipping: "Frete",
    rates: "Câmbio",
    brazilNote: "Compradores do Brasil",
    feeds: "Catálogos de produtos",
    stock: "Estoque",
  },
  name: "Nome da loja",
  /**
   * The store profile's texts, kept in every language of the shop: each field is labelled
   * "{field} ({language})", {language} from common.languageNames ("Frete grátis (espanhol)").
   */
  inLanguage: "{field} ({language})",
  texts: {
    description: "Descrição",
    hours_week: "Segunda a sábado",
    hours_sunday: "Domingo",
    hours_weekdays: "Segunda a sexta",
    hours_saturday: "Sábado",
    free_shipping: "Frete grátis",
    brazil_note: "Aviso para compradores do Brasil",
  },
  /** The low-stock threshold (app/lib/stock.ts). */
  lowStock: {
    label: 'Avisar "últimas unidades" a partir de',
    hint: 'Com estoque controlado, a página do produto mostra "Últimas N unidades" quando restam até esta quantidade (0 desliga o aviso).',
    invalid: "Informe um número inteiro de {min} a {max}.",
  },
  /** The product feeds for Google and Meta, each with its files' addresses. */
  feeds: {
    intro:
      "Arquivos com todos os produtos, preços, estoque e fotos, atualizados a cada mudança no catálogo. Cole o endereço no Google Merchant Center ou no Gerenciador de Comércio da Meta (Facebook, Instagram, WhatsApp Business).",
    google: "Catálogo para o Google (Google Shopping)",
    meta: "Catálogo para a Meta (Facebook, Instagram, WhatsApp Business)",
  },
  /**
   * Shown on every product page and on the quote list
   * (docs/decisions/054-currency-hint.md).
   */
  brazilNoteIntro:
    "Por exemplo, a cota de compras por pessoa. Aparece na página de cada produto e na lista de orçamento; em branco, não aparece. Um idioma em branco mostra o texto em português.",
  /**
   * The estimate in reais and guaraníes beside every price
   * (docs/decisions/054-currency-hint.md). {date}: the rates' date or expiry, on the shop's clock;
   * {min}, {max}, {decimals}: the limits the form enforces, as the language writes numbers.
   */
  rates: {
    intro:
      "Com o câmbio preenchido, a loja mostra ao lado de cada preço em dólares uma estimativa em reais e em guaranis. O preço da loja continua em dólares. Deixe em branco para não mostrar.",
    brl_per_usd: "Reais por dólar (R$)",
    pyg_per_usd: "Guaranis por dólar (₲)",
    rates_max_age_days: "Validade do câmbio, em dias",
    maxAgeHint: "Passado esse prazo, a estimativa some da loja até o câmbio ser atualizado.",
    setAt: "Câmbio informado em {date}.",
    validUntil: "A estimativa aparece na loja até {date}.",
    expired: "Vencido em {date}: a estimativa não aparece na loja.",
    never: "Nenhum câmbio informado: a loja mostra só os preços em dólares.",
    renew: "Os valores continuam certos hoje (renovar a data)",
    brlRate:
      "Informe quantos reais vale um dólar: entre {min} e {max}, com até {decimals} casas decimais (por exemplo 5,4321).",
    pygRate:
      "Informe quantos guaranis vale um dólar, sem centavos: entre {min} e {max} (por exemplo 7.350).",
    maxAge: "Informe um número inteiro de dias, de {min} a {max}.",
  },
  email: "E-mail de contato",
  phone: "Telefone {n}",
  whatsapp: "Número do WhatsApp (só dígitos, com o código do país)",
  address: "Endereço",
  city: "Cidade",
  country: "País",
  map_url: "Link do mapa (https)",
  map_embed_url: "Endereço do mapa incorporado (https)",
  /**
   * docs/product-rules.md §9's two wordings of the opening hours, and where the storefront shows
   * each: {about}, {service}, {location} are those pages' titles, {schedule} and {serviceHours}
   * their sections' headings (app/components/store/store-info.tsx, site-footer.tsx).
   */
  hoursWordings: {
    week: {
      legend: "Segunda a sábado / domingo",
      shownOn: "Aparece em “{schedule}”, nas páginas {about}, {service} e {location}.",
    },
    weekdays: {
      legend: "Segunda a sexta / sábado",
      shownOn:
        "Aparece no rodapé de todas as páginas e em “{serviceHours}”, nas páginas {about}, {service} e {location}. Os buscadores leem os horários em português de segunda a sexta, sábado e domingo.",
    },
  },
} as const;

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

/**
 * Portuguese texts of the notice e-mails and their page in the back office
 * (docs/decisions/053-outbox.md). `email` is the message the shop receives about a new enquiry, in
 * the language the administrators chose for it.
 */
export const adminOutboxPt = {
  title: "E-mails de aviso",
  /** The link from the enquiries list. */
  link: "E-mails de aviso",
  back: "Voltar aos orçamentos",
  intro:
    "Cada orçamento novo é enviado por e-mail para {email}. Se o servidor de e-mail recusar, a mensagem é tentada de novo, com intervalos cada vez maiores, até ser entregue.",
  smtpOn: "Servidor de e-mail configurado (SMTP_URL): os avisos são enviados em poucos segundos.",
  smtpOff:
    "SMTP_URL não está configurado: nenhum e-mail é enviado. As mensagens ficam pendentes aqui; o painel mostra os orçamentos novos.",
  languageTitle: "Idioma dos e-mails",
  language: "Idioma",
  saveLanguage: "Salvar idioma",
  languageSaved: "Idioma dos e-mails salvo.",
  total: { one: "{count} mensagem", other: "{count} mensagens" },
  listLabel: "E-mails de aviso, os mais recentes primeiro",
  empty: "Nenhum e-mail de aviso ainda.",
  columns: {
    enquiry: "Orçamento",
    createdAt: "Criado em",
    state: "Situação",
    attempts: "Tentativas",
    detail: "Detalhes",
  },
  states: {
    pending: "Pendente",
    retrying: "Tentando de novo",
    sent: "Enviado",
    cancelled: "Cancelado",
  },
  sentAt: "Enviado em {date}",
  nextAttempt: "Próxima tentativa: {date}",
  lastError: "Último erro: {error}",
  enquiryGone: "Orçamento excluído",
  retryNow: "Tentar agora",
  retryLabel: "Tentar agora o e-mail do orçamento {reference}",
  retryQueued: "A mensagem será enviada na próxima rodada, em poucos segundos.",
  retryNoSmtp: "A mensagem está pendente, mas sem SMTP_URL nenhum e-mail é enviado.",
  notPending: "Esta mensagem não está mais pendente.",
  notFound: "Mensagem não encontrada.",
  email: {
    subject: "Novo orçamento {reference}",
    heading: "Novo orçamento {reference}",
    received: "Recebido em {date} · Canal: {channel} · Idioma do cliente: {language}",
    items: "Itens",
    item: "{quantity} × {name}{options}{sku} — {price} cada",
    /** A variant's options as the shopper saw them: "Voltagem: 220 V". */
    options: " ({options})",
    sku: " (SKU {sku})",
    total: "Total: {total}",
    shopper: "Cliente",
    name: "Nome: {value}",
    contact: "Contato: {value}",
    city: "Cidade: {value}",
    message: "Mensagem:",
    noShopper: "O cliente não deixou nome nem contato.",
    link: "Abrir no painel: {url}",
    footer: "Aviso automático de {store}.",
    /** Why a message was cancelled: what it was about no longer exists. */
    enquiryMissing: "O orçamento não existe mais.",
  },
} as const;

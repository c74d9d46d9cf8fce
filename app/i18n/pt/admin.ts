/** Portuguese texts of the admin area. */
export const adminPt = {
  meta: {
    /** {site}: the shop's name from its store profile. */
    entryTitle: "Login Administrativo — {site}",
    panelTitle: "Painel administrativo — {site}",
  },
  entry: {
    signInTitle: "Login Administrativo",
    signUpTitle: "Criar conta",
    email: "E-mail",
    password: "Senha",
    confirmPassword: "Confirmar senha",
    firstName: "Nome",
    lastName: "Sobrenome",
    phone: "Telefone",
    address: "Endereço",
    optional: "(opcional)",
    signIn: "Entrar",
    signingIn: "Entrando...",
    signUp: "Cadastrar",
    signingUp: "Cadastrando...",
    toSignUp: "Não tem conta? Cadastre-se",
    toSignIn: "Já tem conta? Entrar",
    formsLabel: "Entrar ou criar conta",
    home: "Início",
  },
  /** docs/product-rules.md §8 texts, exactly. */
  errors: {
    invalidCredentials: "Credenciais invalidas",
    connection: "Erro de conexao",
    registrationFailed: "Falha no cadastro",
    network: "Erro de rede. Tente novamente.",
    tooManyAttempts: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
    // Not in docs/product-rules.md §8: too many sign-ins at once on the server (its password
    // hash queue is full, app/.server/auth/hash-queue.server.ts).
    serverBusy: "O servidor está ocupado. Aguarde alguns segundos e tente novamente.",
    emailTaken: "Este e-mail já está cadastrado.",
    // docs/product-rules.md §8 "server message": better-auth's refusals of a sign-up, by its error
    // code (app/.server/auth/accounts.server.ts), in the admin's language.
    invalidEmail: "E-mail inválido.",
    invalidInput: "Dados inválidos. Confira os campos.",
    invalidPassword: "Senha inválida.",
    passwordTooShort: "A senha deve ter pelo menos 6 caracteres",
    passwordTooLong: "Senha longa demais.",
    failedToCreateUser: "Não foi possível criar a conta.",
  },
  /** Field errors of account forms, by code (app/lib/account-schemas.ts). */
  accountErrors: {
    required: "Preencha este campo.",
    tooLong: "Texto longo demais.",
    invalidEmail: "Informe um e-mail válido.",
    passwordTooShort: "A senha deve ter pelo menos 6 caracteres",
    adminPasswordTooShort: "A senha de um administrador deve ter pelo menos 12 caracteres.",
    passwordsDoNotMatch: "As senhas não coincidem",
  },
  register: {
    success: "Cadastro realizado com sucesso.",
    invalidBody: "O corpo da requisição deve ser JSON.",
    methodNotAllowed: "Use POST.",
  },
  notice: {
    title: "Bem-vindo, {name}!",
    titleNoName: "Bem-vindo!",
    body: "Apenas administradores podem acessar o painel.",
    logout: "Sair",
  },
  access: {
    unauthorized: "Faça login para continuar.",
    forbidden: "Apenas administradores podem fazer isso.",
  },
  shell: {
    newEnquiries: { one: "{count} novo", other: "{count} novos" },
    welcome: "Bem-vindo, {name}",
    badge: "Admin",
    logout: "Sair",
    /** Sign-out whose request never reached the server: the session is still open. */
    logoutOffline:
      "Erro de conexão: a sessão continua aberta. Tente sair de novo quando a conexão voltar.",
    navLabel: "Seções do painel",
    openMenu: "Menu",
    storeLink: "Ver loja",
  },
  nav: {
    dashboard: "Painel",
    products: "Produtos",
    addProduct: "Adicionar produto",
    import: "Importar",
    enquiries: "Orçamentos",
    insights: "Estatísticas",
    posters: "Pôsteres",
    brands: "Marcas",
    attributes: "Especificações",
    users: "Usuários",
    settings: "Configurações",
  },
  dashboard: {
    title: "Painel",
    intro: "Escolha uma seção no menu para gerenciar a loja.",
  },
  error: {
    title: "Algo deu errado",
    body: "Ocorreu um erro inesperado. Tente novamente em instantes.",
    back: "Voltar ao painel",
  },
} as const;

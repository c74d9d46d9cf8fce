import type { storePt } from "../pt/store";
import type { Widen } from "../widen";

export const storeEs: Widen<typeof storePt> = {
  header: {
    homeSuffix: "página de inicio",
    mainNav: "Categorías",
    admin: "Admin",
  },
  search: {
    label: "Buscar productos, marcas y categorías",
    placeholder: "Buscar productos, marcas...",
    submit: "Buscar",
    toggle: "Mostrar el campo de búsqueda",
    suggestions: "Sugerencias de búsqueda",
    groups: { product: "Productos", brand: "Marcas", category: "Categorías" },
    count: {
      one: "{count} sugerencia disponible. Use las flechas para elegir.",
      other: "{count} sugerencias disponibles. Use las flechas para elegir.",
    },
    none: "Sin sugerencias",
  },
  languageHint: {
    label: "Sugerencia de idioma",
    text: "Esta página también está en español.",
    link: "Ver en español",
    dismiss: "Cerrar la sugerencia de idioma",
  },
  offline: {
    notice: "Está sin conexión. Esta es la última versión guardada de la página.",
  },
  footer: {
    hoursHeading: "Atención al cliente",
    contactHeading: "Contacto",
    email: "Correo electrónico",
    phones: "Teléfonos",
    whatsapp: "WhatsApp",
    locationHeading: "Ubicación",
    linksHeading: "Institucional",
    shopHeading: "Tienda",
    copyright: "© {year} {name}. Todos los derechos reservados.",
  },
  links: {
    offers: "Ofertas",
    categories: "Categorías",
    products: "Todos los productos",
    about: "Sobre nosotros",
    service: "Atención al cliente",
    location: "Nuestra ubicación",
  },
  home: {
    heading: "Herramientas y equipos en Salto del Guairá",
  },
  carousel: {
    label: "Destacados",
    slide: "{n} de {total}",
    previous: "Afiche anterior",
    next: "Afiche siguiente",
    picker: "Elegir afiche",
    goTo: "Ir al afiche {n}",
    pause: "Pausar presentación",
    play: "Iniciar presentación",
  },
  brands: {
    heading: "Nuestras marcas",
    marquee: "Marcas destacadas",
    pause: "Pausar marcas",
    play: "Animar marcas",
  },
  info: {
    scheduleHeading: "Horario de atención",
    serviceHoursHeading: "Atención al cliente",
    contactHeading: "Contacto",
    locationHeading: "Ubicación",
    email: "Correo electrónico",
    phones: "Teléfonos",
    whatsapp: "Consultar por WhatsApp",
    mapTitle: "Mapa: {name} en {city}, {country}",
    openMap: "Abrir el mapa en tamaño más grande",
  },
  about: {
    title: "Sobre nosotros",
  },
  service: {
    title: "Atención al cliente",
    intro: "Comuníquese con nuestro equipo por correo electrónico, teléfono o WhatsApp.",
    description: "Horarios de atención, correo electrónico, teléfonos y WhatsApp de {name}.",
  },
  location: {
    title: "Nuestra ubicación",
    intro: "Estamos en {city}, {country}.",
    description: "Dirección, horarios y mapa de {name} en {city}, {country}.",
  },
};

import type { storePt } from "../pt/store";
import type { Widen } from "../widen";

export const storeEn: Widen<typeof storePt> = {
  header: {
    homeSuffix: "home page",
    mainNav: "Categories",
    admin: "Admin",
  },
  search: {
    label: "Search products, brands and categories",
    placeholder: "Search products, brands...",
    submit: "Search",
    toggle: "Show search box",
    suggestions: "Search suggestions",
    groups: { product: "Products", brand: "Brands", category: "Categories" },
    count: {
      one: "{count} suggestion available. Use the arrow keys to choose.",
      other: "{count} suggestions available. Use the arrow keys to choose.",
    },
    none: "No suggestions",
  },
  languageHint: {
    label: "Language suggestion",
    text: "This page is also available in English.",
    link: "View in English",
    dismiss: "Close the language suggestion",
  },
  offline: {
    notice: "You are offline. This is the last saved copy of the page.",
  },
  footer: {
    hoursHeading: "Customer service",
    contactHeading: "Contact",
    email: "E-mail",
    phones: "Phones",
    whatsapp: "WhatsApp",
    locationHeading: "Location",
    linksHeading: "About us",
    shopHeading: "Shop",
    copyright: "© {year} {name}. All rights reserved.",
  },
  links: {
    offers: "Offers",
    categories: "Categories",
    products: "All products",
    about: "About us",
    service: "Customer service",
    location: "Our location",
  },
  home: {
    heading: "Tools and equipment in Salto del Guairá",
  },
  carousel: {
    label: "Highlights",
    slide: "{n} of {total}",
    previous: "Previous poster",
    next: "Next poster",
    picker: "Choose a poster",
    goTo: "Go to poster {n}",
    pause: "Pause slideshow",
    play: "Start slideshow",
  },
  brands: {
    heading: "Our brands",
    marquee: "Featured brands",
    pause: "Pause brands",
    play: "Animate brands",
  },
  info: {
    scheduleHeading: "Opening hours",
    serviceHoursHeading: "Customer service",
    contactHeading: "Contact",
    locationHeading: "Location",
    email: "E-mail",
    phones: "Phones",
    whatsapp: "Chat on WhatsApp",
    mapTitle: "Map: {name} in {city}, {country}",
    openMap: "Open a larger map",
  },
  about: {
    title: "About us",
  },
  service: {
    title: "Customer service",
    intro: "Talk to our team by e-mail, phone or WhatsApp.",
    description: "Customer service hours, e-mail, phones and WhatsApp of {name}.",
  },
  location: {
    title: "Our location",
    intro: "We are in {city}, {country}.",
    description: "Address, opening hours and map of {name} in {city}, {country}.",
  },
};

/** Strings of the solution, service-area, institution and certificate pages. */
export const solutionsEn = {
  solutions: {
    title: "Solutions",
    tabs: {
      label: "Services and products",
      services: "Services",
      products: "Products",
    },
    jumpServices: "Services on this page",
    jumpProducts: "Products on this page",
    jumpList: "On this page",
    slider: {
      label: "Our services",
      carousel: "carousel",
      previous: "Previous slide",
      next: "Next slide",
      pause: "Pause the slides",
    },
    scrollTop: "Back to top",
    downloadApp: "Get the app",
    cta: {
      text: "Looking for the right solution for your institution?",
      button: "Talk to our team",
    },
    vocational: {
      offersTitle: "Building the system",
      contactTitle: "Plan your vocational education programme with us",
      contactText: "Our advisers work with ministries, training authorities and employers across the region.",
    },
    corporates: {
      ctaText: "Ready to build the skills your organisation needs?",
    },
    publishingSolutions: {
      servicesTitle: "Publishing services",
      productsTitle: "Books and magazines",
    },
    digitalLearning: {
      servicesTitle: "Digital learning services",
    },
    serviceAreas: {
      categoriesTitle: "What we offer",
    },
    institutions: {
      programs: "Our programmes",
      figures: "In figures",
      learnMore: "Learn more",
      contactText: "Would you like to visit us or enrol?",
    },
    examCenter: {
      certificates: "Certificates and exams",
      contactText: "Book an exam session or ask about preparation courses.",
    },
  },
} as const;

import type { PageTexts } from "./catalogue";

/** The contact form's topics, as the select shows them and the back office reads them. */
const topics = {
  order: "An order I placed",
  payment: "Payments and invoices",
  shipping: "Shipping and delivery",
  refund: "Cancellations and refunds",
  business: "Corporate accounts, bulk orders and RFQs",
  selling: "Selling on Shop African Brands",
  press: "Press and partnerships",
  other: "Something else",
};

/**
 * The public information pages (about, FAQ, policies, blog, press, careers, contact): the texts
 * around the stored content, and the contact form. The content itself is data (`content_pages`).
 */
export const infoPageTexts = {
  en: {
    home: "Home",
    breadcrumb: "Breadcrumb",
    blog: "Blog",
    press: "Press",
    published: (date: string) => `Published ${date}`,
    updated: (date: string) => `Updated ${date}`,
    backToBlog: "All articles",
    backToPress: "All press releases",
    noPosts: "Nothing has been published here yet.",
    blogListLabel: "Articles",
    pressListLabel: "Press releases",
    contactFormTitle: "Send us a message",
    contactFormIntro:
      "Fields marked * are required. We answer by e-mail, so check that your address is right.",
    name: "Your name",
    email: "Email",
    topic: "Topic",
    chooseTopic: "Choose a topic",
    topics,
    orderNumber: "Order number (optional)",
    orderNumberHint: "It starts with SAB-, as in your order confirmation e-mail.",
    message: "Message",
    send: "Send message",
    sending: "Sending…",
    sentTitle: "Message sent",
    sendAnother: "Write another message",
  },
} satisfies PageTexts;

export type ContactTopic = keyof typeof topics;

/** What the server answers about the contact form, and what it tells the back office. */
export const contactFormMessages = {
  nameRequired: "Name is required",
  nameTooLong: "Keep your name under 100 characters",
  topicRequired: "Choose what your message is about",
  orderNumberInvalid: "Enter the order number as it appears in your confirmation, such as SAB-000123",
  messageRequired: "Please enter a message",
  messageTooLong: "Keep your message under 5,000 characters",
  sent: "Thank you. Your message has reached our support team, and we will reply by e-mail within two business days.",
  rateLimited: (minutes: number) =>
    `You have sent us several messages in a short time. We have them all; please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} before sending another.`,
  noticeTitle: "New contact message",
  noticeMessage: (name: string, topic: string) => `${name} wrote about “${topic}” through the contact form.`,
  mailSubject: (topic: string, name: string) => `Contact form: ${topic} (${name})`,
  mailIntro: "A message arrived through the contact form. Reply to the sender's address below.",
  mailFrom: "From",
  mailTopic: "Topic",
  mailOrder: "Order",
  mailAccount: "Account",
  mailNoAccount: "not signed in",
};

import { messages } from "#common/messages";
import { contactFormMessages } from "#common/i18n/info-pages";
import { supportMessages } from "#common/i18n/support";
import type { MailMessage } from "./send-mail";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

export function actionMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n\nShop African Brands`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>Shop African Brands</p>`,
    meta: { url },
  };
}

export function confirmEmailMail(to: string, url: string): MailMessage {
  return actionMail(
    to,
    "Confirm your email for Shop African Brands",
    "Welcome to Shop African Brands. Please confirm your email address to finish creating your account.",
    "Confirm my email",
    url,
    "The link is valid for 24 hours. If you did not sign up, you can ignore this message.",
  );
}

export function resetPasswordMail(to: string, url: string): MailMessage {
  return actionMail(
    to,
    "Reset your Shop African Brands password",
    "We received a request to reset the password of your Shop African Brands account.",
    "Choose a new password",
    url,
    "The link is valid for 1 hour. If you did not ask for this, you can ignore this message; your password stays the same.",
  );
}

/** To the applicant when an admin approves the application: the store is live. */
export function vendorApprovedMail(to: string, businessName: string, dashboardUrl: string): MailMessage {
  const texts = messages.adminVendors;
  return actionMail(
    to,
    texts.approvedMailSubject(businessName),
    texts.approvedMailIntro(businessName),
    texts.approvedMailAction,
    dashboardUrl,
    texts.approvedMailOutro,
  );
}

/** To a store's owner when an admin suspends the store, with the admin's reason. */
export function vendorSuspendedMail(
  to: string,
  businessName: string,
  reason: string,
  dashboardUrl: string,
): MailMessage {
  const texts = messages.adminVendors;
  return actionMail(
    to,
    texts.suspendedMailSubject(businessName),
    texts.suspendedMailIntro(businessName, reason),
    texts.suspendedMailAction,
    dashboardUrl,
    texts.suspendedMailOutro,
  );
}

/** To a store's owner when an admin reinstates the suspended store. */
export function vendorReinstatedMail(to: string, businessName: string, dashboardUrl: string): MailMessage {
  const texts = messages.adminVendors;
  return actionMail(
    to,
    texts.reinstatedMailSubject(businessName),
    texts.reinstatedMailIntro(businessName),
    texts.reinstatedMailAction,
    dashboardUrl,
    texts.reinstatedMailOutro,
  );
}

/** To the applicant when an admin rejects the application, with the admin's reason. */
export function vendorRejectedMail(
  to: string,
  businessName: string,
  reason: string,
  applicationUrl: string,
): MailMessage {
  const texts = messages.adminVendors;
  return actionMail(
    to,
    texts.rejectedMailSubject,
    texts.rejectedMailIntro(businessName, reason),
    texts.rejectedMailAction,
    applicationUrl,
    texts.rejectedMailOutro,
  );
}

/** To the store's owner when an admin revokes its Trade Assurance badge, with the reason. */
export function tradeAssuranceRevokedMail(
  to: string,
  store: string,
  reason: string,
  applyUrl: string,
): MailMessage {
  const texts = messages.tradeAssurance;
  return actionMail(
    to,
    texts.revokedMailSubject(store),
    texts.revokedMailIntro(store, reason),
    texts.revokedMailAction,
    applyUrl,
    texts.revokedMailOutro,
  );
}

/** To the store's owner when an admin approves its Trade Assurance application. */
export function tradeAssuranceApprovedMail(to: string, store: string, storeUrl: string): MailMessage {
  const texts = messages.tradeAssurance;
  return actionMail(
    to,
    texts.approvedMailSubject(store),
    texts.approvedMailIntro(store),
    texts.approvedMailAction,
    storeUrl,
    texts.approvedMailOutro,
  );
}

/** To the store's owner when an admin rejects its Trade Assurance application, with the reason. */
export function tradeAssuranceRejectedMail(
  to: string,
  store: string,
  reason: string,
  applyUrl: string,
): MailMessage {
  const texts = messages.tradeAssurance;
  return actionMail(
    to,
    texts.rejectedMailSubject,
    texts.rejectedMailIntro(store, reason),
    texts.rejectedMailAction,
    applyUrl,
    texts.rejectedMailOutro,
  );
}

/** To the buyer when an admin changes the status of their corporate account. */
export function corporateAccountDecisionMail(
  to: string,
  companyName: string,
  status: string,
  reason: string | null,
  accountUrl: string,
): MailMessage {
  const texts = messages.corporateAccounts;
  return actionMail(
    to,
    texts.mailSubject(companyName, status),
    texts.noticeMessage(companyName, status, reason),
    texts.mailAction,
    accountUrl,
    texts.mailOutro,
  );
}

/**
 * To the company's support address: a message sent through the contact form, with who sent it, so
 * the team can answer the sender directly. Everything the sender typed is escaped in the HTML.
 */
export function contactMessageMail(
  to: string,
  sent: {
    name: string;
    email: string;
    topic: string;
    orderNumber: string;
    message: string;
    accountEmail: string | null;
  },
): MailMessage {
  const texts = contactFormMessages;
  const facts: [string, string][] = [
    [texts.mailFrom, `${sent.name} <${sent.email}>`],
    [texts.mailTopic, sent.topic],
    ...(sent.orderNumber ? [[texts.mailOrder, sent.orderNumber] as [string, string]] : []),
    [texts.mailAccount, sent.accountEmail ?? texts.mailNoAccount],
  ];
  return {
    to,
    subject: texts.mailSubject(sent.topic, sent.name),
    text: `${texts.mailIntro}\n\n${facts.map(([label, value]) => `${label}: ${value}`).join("\n")}\n\n${sent.message}`,
    html: `<p>${escapeHtml(texts.mailIntro)}</p><ul>${facts
      .map(([label, value]) => `<li>${escapeHtml(label)}: ${escapeHtml(value)}</li>`)
      .join("")}</ul><p style="white-space:pre-wrap">${escapeHtml(sent.message)}</p>`,
    meta: { replyTo: sent.email },
  };
}

/**
 * The support team's answer to a ticket, to the address the ticket was written from: the reply, the
 * person's own first message quoted below it, and either the link to the conversation (account
 * holders) or the invitation to answer by e-mail (visitors; replies go to the support address).
 */
export function supportReplyMail(
  to: string,
  ticket: { name: string; subject: string; message: string; reply: string },
  follow: { url: string } | { replyTo: string },
): MailMessage {
  const texts = supportMessages;
  const next = "url" in follow ? `${texts.replyMailFollow}: ${follow.url}` : texts.replyMailGuest;
  const nextHtml =
    "url" in follow
      ? `<p><a href="${escapeHtml(follow.url)}">${escapeHtml(texts.replyMailFollow)}</a></p>`
      : `<p>${escapeHtml(texts.replyMailGuest)}</p>`;
  return {
    to,
    subject: texts.replyMailSubject(ticket.subject),
    text: `${texts.replyMailIntro(ticket.name)}\n\n${ticket.reply}\n\n${next}\n\n${texts.replyMailYouWrote}:\n${ticket.message}\n\n${texts.replyMailSignature}`,
    html: `<p>${escapeHtml(texts.replyMailIntro(ticket.name))}</p><p style="white-space:pre-wrap">${escapeHtml(ticket.reply)}</p>${nextHtml}<p>${escapeHtml(texts.replyMailYouWrote)}:</p><blockquote style="white-space:pre-wrap">${escapeHtml(ticket.message)}</blockquote><p>${escapeHtml(texts.replyMailSignature)}</p>`,
    meta: "url" in follow ? { url: follow.url } : { replyTo: follow.replyTo },
  };
}

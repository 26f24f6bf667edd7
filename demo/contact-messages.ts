import type { Db } from "#db/client";
import { contactMessages } from "#db/schema";

const day = 24 * 60 * 60 * 1000;

/**
 * Messages sent through the contact form, so the back office has some to read (its inbox comes with
 * the admin issue). Senders are demo people at example.com; nobody is mailed.
 */
export async function seedDemoContactMessages(db: Db, { now = new Date() }: { now?: Date } = {}) {
  await db
    .insert(contactMessages)
    .values([
      {
        id: "cmsg_demo_uniforms",
        name: "Folake Adeyemi",
        email: "folake.adeyemi@example.com",
        topic: "business" as const,
        message:
          "We run a hotel group in Abuja and need 250 ankara staff uniforms in our colours by February. Can one vendor handle that, or should we send an RFQ to several?",
        createdAt: new Date(now.getTime() - 2 * day),
      },
      {
        id: "cmsg_demo_tracking",
        name: "Daniel Mensah",
        email: "daniel.mensah@example.com",
        topic: "shipping" as const,
        orderNumber: "SAB-000007",
        message:
          "One part of my order shows shipped but the tracking number is not recognised on the carrier's site yet. Is that normal for the first day?",
        createdAt: new Date(now.getTime() - day),
      },
      {
        id: "cmsg_demo_selling",
        name: "Amina Yusuf",
        email: "amina.yusuf@example.com",
        topic: "selling" as const,
        message:
          "I make shea butter and black soap in Tamale. Do I need a registered business to open a store, or only for Trade Assurance?",
        createdAt: new Date(now.getTime() - 3 * 60 * 60 * 1000),
      },
    ])
    .onConflictDoNothing();
}

import type { ContentPageKind } from "../../common/content-pages";
import { curatedCollections, dealsIntroductionSlug } from "../../common/curated-collections";
import { curatedCollectionTexts, dealsTexts } from "../../common/i18n/curated-pages";
import { documentationPage } from "./documentation-page";

/**
 * The information pages every installation serves (about, help, policies, blog, press, careers), in
 * the text format of common/rich-text.ts. Each statement must stay true of the software: shipping
 * methods and fees are those of reference-data.ts, the quantity ladder and corporate discounts those
 * of the pricing engine, cancellation and refunds what the orders and payments modules do. When a
 * rule changes, change the page with it (server/modules/pages/README.md).
 */
export interface SeedContentPage {
  slug: string;
  kind: ContentPageKind;
  title: string;
  summary: string;
  body: string;
}

const support = "[support@shopafricanbrands.com](mailto:support@shopafricanbrands.com)";

const aboutUs: SeedContentPage = {
  slug: "about-us",
  kind: "page",
  title: "About Shop African Brands",
  summary:
    "A marketplace where African makers sell to shoppers and businesses worldwide, with naira prices, bulk pricing, RFQs and Trade Assurance.",
  body: `
Shop African Brands is an online marketplace for products made and sold by African businesses. Weavers, tailors, skincare makers, food processors, furniture workshops and manufacturers open a store here and sell to two kinds of buyer at once: people shopping for themselves, and businesses buying stock, uniforms, gifts or raw materials in quantity.

## Why we built it

A buyer in Houston who wants 300 kente stoles, or a boutique in Nairobi looking for a reliable supplier of shea butter, usually has two bad options: a long chain of middlemen, or a transfer to a stranger's account and a lot of hope. A weaver in Bonwire or a tannery in Kano has the mirror problem: no easy way to reach those buyers, and no way to show that the business is real.

Shop African Brands puts both sides in one place and makes the rules of the trade explicit: what a product costs at each quantity, what the minimum order is, how the goods are shipped, and who steps in when something goes wrong.

## How it works

- **Vendors** apply with their business details and, once approved, list products with a price in naira, stock, a minimum order quantity and, if they wish, their own quantity discounts and customization options. [Become a vendor](/vendors/become-vendor).
- **Shoppers** browse the [catalogue](/products) or the [stores](/stores), pay through a payment provider's secure page, and follow each order until it is delivered.
- **Business buyers** get lower unit prices as the quantity grows, can open a [corporate account](/account/corporate) for a business discount and payment terms, and can send a [request for quotation](/rfq) to one supplier or to up to 10 suppliers in a category at once.
- **Trade Assurance** marks vendors whose registration, tax and bank papers our team has checked. [Read how it protects buyers](/trade-assurance).

## One order, several vendors

A basket can hold products from several stores. You pay once; each vendor receives, prepares and ships its own part, and you can follow every part from your order page. Vendors are paid for a part only once it has been delivered.

## Prices in naira

Prices, carts and orders are kept in Nigerian naira (₦). What the cart shows is what checkout charges: the quantity discount, any corporate discount, a promotion code, 5% VAT and the shipping fee are all worked out by one pricing engine, so the figure never changes between the cart and the payment page.

## Talk to us

Questions, ideas or a problem with an order: use the [contact form](/contact-us) or write to ${support}. For journalists, see our [press page](/press); if you would like to work with us, see [careers](/careers).
`,
};

const contactUs: SeedContentPage = {
  slug: "contact-us",
  kind: "page",
  title: "Contact us",
  summary:
    "Write to our support team about an order, a payment, shipping, refunds, corporate accounts or selling on Shop African Brands. We reply by e-mail.",
  body: `
Our support team reads every message and replies by e-mail, usually within two business days. Choose the topic that fits best so your message reaches the right person first.

## Before you write

- **Where is my order?** Your order page shows each vendor's part, its status and, once shipped, the carrier and tracking number. Signed-in buyers find it under [My orders](/account/orders); guests use the tracking link from the confirmation e-mail.
- **A question about a product?** The vendor knows it best: use **Contact Supplier** on the product page or **Contact Vendor** on the store page.
- **A price for a large quantity?** Send a [request for quotation](/rfq) and the supplier answers with a quote you can accept and order.

## What to include

For anything about an order, give the order number (it starts with SAB-) and, if goods arrived damaged or different from the listing, describe what is wrong. We will ask for photos by e-mail if we need them.

You can also write directly to ${support}.
`,
};

const supportPage: SeedContentPage = {
  slug: "support",
  kind: "page",
  title: "Help and support",
  summary:
    "Help with ordering, paying, tracking, cancelling, refunds, bulk buying, RFQs, corporate accounts and selling, and how to reach our support team.",
  body: `
Most answers are a click away. If yours is not here, [send us a message](/contact-us) and our support team will reply by e-mail.

## Orders

- **Track an order:** open it from [My orders](/account/orders). Each vendor's part shows its own status: pending, processing, shipped (with carrier and tracking number) or delivered. Guests use the tracking link in their confirmation e-mail; keep that e-mail, as the link is the only way to open a guest order.
- **Cancel:** while a part has not shipped, a signed-in buyer can cancel it from the order page, and its stock goes back to the vendor. Parts already shipped cannot be cancelled. See the [refund policy](/refund-policy).
- **Invoice:** signed-in buyers can open and print an invoice from the order page.

## Payment

You pay by card or mobile money on the payment provider's own secure page (we never see your card number), by bank transfer, or, with an approved business account, on net terms or against a purchase order. If a card payment does not go through, the order keeps a **Pay now** button so you can try again.

## Shipping

Standard shipping is free, Express costs ₦1,500, Local Pickup is free, and Freight (₦25,000) opens for orders of 50 units or more. Details on the [shipping page](/shipping).

## Buying for a business

- Quantity discounts apply automatically in the cart: see [bulk orders](/bulk-orders).
- A [corporate account](/account/corporate) adds a business discount and, once approved, payment terms.
- A [request for quotation](/rfq) asks one supplier, or up to 10 in a category, for a price on your quantity.

## Selling

Read [how to become a vendor](/vendors/become-vendor), and how to earn the [Trade Assurance](/trade-assurance) badge.

## Still stuck?

Use the [contact form](/contact-us) or write to ${support}. Please include your order number if your question is about an order. Signed in? Open a ticket on [your support page](/dashboard/support) and follow our answers there.
`,
};

const faq: SeedContentPage = {
  slug: "faq",
  kind: "page",
  title: "Frequently asked questions",
  summary:
    "Answers on ordering, payment, minimum orders, bulk discounts, RFQs, corporate accounts, Trade Assurance, shipping, cancellations and refunds.",
  body: `
## Ordering

?? Do I need an account to order?
No. You can check out as a guest with your e-mail address; the confirmation e-mail has a link to follow the order. With an account you also keep your order history, invoices, a wishlist, and you can cancel an order that has not shipped yourself.

?? Can I order from several vendors at once?
Yes. Your cart can hold products from different stores and you pay once. Each vendor prepares and ships its own part, and your order page shows every part's status separately.

?? What is a minimum order quantity (MOQ)?
Some vendors only sell from a certain number of units, for example 10 pieces of fabric or 50 bars of soap. The product page shows the minimum order, and the cart will not accept a smaller quantity of that product.

## Prices and payment

?? Which currency are prices in?
Nigerian naira (₦). Prices, carts and orders are all kept in naira, and the amount shown at checkout is exactly the amount charged.

?? How can I pay?
By card or mobile money on the payment provider's secure page, or by bank transfer (the order waits until our team has confirmed the transfer). Business buyers with an approved corporate account can also pay on net terms or against a purchase order. We never ask for or store your card number.

?? Is VAT included?
VAT at 5% is added at checkout on the goods, after any discounts. Shipping is not taxed. The cart and checkout show the VAT amount before you pay.

?? My card payment failed. What now?
A failed payment is not charged, and your order keeps a **Pay now** button on its page so you can try again. If you are charged twice for one order, the second payment is refunded in full automatically.

## Bulk buying and business accounts

?? How do bulk discounts work?
The more units of a product you buy, the lower the unit price. Unless the vendor has set its own tiers, the discounts are 3% from 3 units, 5% from 5, 10% from 50, 15% from 100 and 25% from 500. The product page and the cart show the ladder that applies to each product. See [bulk orders](/bulk-orders).

?? What is an RFQ?
A request for quotation: you describe what you need, how many and by when, and the supplier replies with a price, delivery time and terms. You can ask about one product or send one request to up to 10 suppliers in a category. Accept the quote you like and it goes into your cart at the quoted price. [Send an RFQ](/rfq).

?? What does a corporate account give me?
Once our team approves your business, you can send RFQs, you may get a business discount on top of quantity discounts (5% on the premium tier, 10% on enterprise), and you may be offered payment terms of 15, 30 or 60 days up to a credit limit. You can send RFQs while your application is being reviewed. [Apply for a corporate account](/account/corporate).

## Trust and safety

?? What is Trade Assurance?
A badge for vendors whose business registration, tax registration and bank account our team has checked. Look for it on product cards, product pages and store pages. [How Trade Assurance works](/trade-assurance).

?? When does a vendor get paid?
A vendor's earnings for a part of an order only count towards a payout once that part has been delivered.

## Shipping, cancellations and refunds

?? How much does shipping cost?
Standard (3-5 business days) is free, Express (1-2 business days) costs ₦1,500, Local Pickup is free, and Freight (7-14 business days, ₦25,000) is available for orders of 50 units or more. One shipping method and fee applies to the whole order. See [shipping](/shipping).

?? Which countries do you deliver to?
At checkout you can choose the United States, Canada, the United Kingdom, Australia, Nigeria, Ghana, Kenya, South Africa, Egypt and Morocco.

?? Can I cancel my order?
Yes, as long as it has not shipped. Signed-in buyers cancel from the order page; the parts that have not shipped are cancelled and the parts already on their way are not. Guests can ask us through the [contact form](/contact-us).

?? How do refunds work?
If you cancel an order you have already paid for, our team refunds it through the provider you paid with. If goods arrive damaged, wrong or not as described, contact us with your order number and we will work it out with the vendor. Read the [refund policy](/refund-policy).
`,
};

const privacy: SeedContentPage = {
  slug: "privacy",
  kind: "page",
  title: "Privacy policy",
  summary:
    "What personal data Shop African Brands keeps, why, who sees it, which cookies the site sets, and how to ask for a copy, a correction or deletion.",
  body: `
This policy explains what we keep about you when you use Shop African Brands, why, and who else sees it. We keep only what the marketplace needs to work, and we do not sell personal data.

## What we keep

- **Your account:** name, e-mail address and a password stored only as a one-way hash. Your role (buyer, vendor, staff or admin).
- **Orders:** the shipping address, phone number and e-mail you give at checkout, the items, prices and the payment method chosen, and, for business purchases, the business details, tax ID and purchase-order number you enter.
- **Payments:** the payment provider's reference and the result of each payment. Card numbers and mobile-money PINs are entered on the provider's page and never reach our servers.
- **Business applications:** for a corporate account, a vendor store or Trade Assurance, the company details and the documents you upload (registration, tax and bank papers). These are shown only to you and our back-office team, never on public pages.
- **What you write:** reviews (public, with your name), messages to vendors and their replies, requests for quotation and their quotes, and messages sent through our contact form.
- **Security records:** sessions, recent sign-in attempts and rate-limit counters keyed by your network address, so we can stop password guessing and spam.

## Who sees it

- **Vendors** see the name, shipping address, phone and e-mail of the orders they have to fulfil, and the requests for quotation addressed to them. They do not see other vendors' parts of your order.
- **Our team** (admins and staff) sees orders, accounts and applications to run the marketplace and answer you.
- **Service providers:** the payment provider that processes your payment (such as Paystack or Flutterwave) and the e-mail service that delivers our messages to you.

## Cookies and storage in your browser

We set only the cookies the site needs: one that keeps you signed in (HTTP-only, it expires after 24 hours without use), one that keeps a guest's cart, one that remembers a browser you have signed in from, and short-lived ones that carry a message to the next page. Your browser also keeps your recent searches, recently viewed products and light or dark theme in its own storage; they never leave your device. We use no advertising cookies.

## Your choices

To ask for a copy of your data, a correction or deletion, write to ${support} from the address on your account. Records of orders and payments that the law requires us to keep for accounting are kept for as long as it requires.

## Changes

When this policy changes, the new version is published on this page with its date.
`,
};

const terms: SeedContentPage = {
  slug: "terms",
  kind: "page",
  title: "Terms and conditions",
  summary:
    "The terms for buying and selling on Shop African Brands: accounts, orders, prices in naira, payment, shipping, cancellation, reviews and vendors' duties.",
  body: `
These terms apply to everyone who uses Shop African Brands: shoppers, business buyers and vendors. By creating an account or placing an order you accept them.

## The marketplace

Shop African Brands runs the website, takes payments and supports buyers and vendors. The products are sold by the vendors: each vendor is responsible for its listings, for the goods matching them, and for shipping its part of an order.

## Accounts

- Give accurate details and keep your password to yourself. You are responsible for what is done with your account.
- Staff and admin roles are only for people with a company e-mail address.
- We may suspend a store that breaks these terms, misleads buyers or sells prohibited goods, and close an account that is used to abuse others.

## Orders and prices

- Prices are in Nigerian naira (₦) and include the quantity discount that applies to the quantity in your cart. VAT at 5% on the goods and the shipping fee are added before you pay, and the checkout shows the full total.
- A product's minimum order quantity applies; the cart refuses smaller quantities.
- An order with products from several vendors is one payment, with one part for each vendor.
- A promotion code must be valid for your cart when you place the order; an unknown or expired code is refused.
- An accepted quote is ordered at exactly its quoted unit price and quantity; quantity, corporate and promotion discounts do not apply on top of a negotiated price.

## Payment

Card and mobile-money payments are made on the payment provider's page. A bank-transfer order waits until our team has confirmed the transfer. Net terms and purchase orders are only for approved corporate accounts (or, for net terms, buyers with at least 3 delivered orders), up to the credit the account has left; unpaid net-terms balances may carry a late charge of 1.5% a month.

## Shipping and delivery

A vendor ships a part of an order only once it is paid or on agreed terms. The shipping method you choose applies to the whole order; see the [shipping page](/shipping).

## Cancellations and refunds

You can cancel the parts of an order that have not shipped. Refunds follow the [refund policy](/refund-policy).

## Reviews and messages

Reviews must be about a product you know, honest and free of abuse or personal data. Messages to vendors are for the purchase at hand. We may remove content that breaks these rules.

## Vendors

Vendors must be registered businesses or traders able to sell the goods they list, keep their stock and prices accurate, answer buyers and RFQs in good faith, and ship what was ordered. The marketplace keeps a commission of 10% of each part's goods; the rest is paid out once the part has been delivered.

## Questions

Write to ${support}.
`,
};

const refundPolicy: SeedContentPage = {
  slug: "refund-policy",
  kind: "page",
  title: "Cancellations and refund policy",
  summary:
    "When you can cancel an order, how a paid order is refunded, what happens to a duplicate payment, and what to do if goods arrive damaged or not as described.",
  body: `
## Cancelling an order

You can cancel any part of an order that the vendor has not yet shipped (its status is **pending** or **processing**).

- Signed in: open the order from [My orders](/account/orders) and choose **Cancel order**. Every part that has not shipped is cancelled at once and its stock goes back to the vendor. Parts already shipped continue to you.
- Guest order: send us the order number through the [contact form](/contact-us), choosing the topic "Cancellations and refunds".

Once every part is cancelled, the order stops taking payments: if money still arrives for it through a payment page you had open, it is refunded in full automatically.

## Refunds of a cancelled order

- **Not paid yet:** there is nothing to refund; the order is simply closed.
- **Paid by card or mobile money:** our team refunds the cancelled parts through the provider you paid with, to the same card or mobile-money account. Once we have issued it, the time it takes to reach you depends on your bank or provider.
- **Paid by bank transfer:** we return the money to the account it came from.
- **Net terms or purchase order:** our team adjusts what your business owes for the cancelled parts.

When a paid order is cancelled, its history notes that the payment will be refunded.

## Paid twice?

If a second payment arrives for an order that is already paid, or a payment arrives after the order was cancelled, it is refunded in full automatically, through the provider that took it. The order's history records the refund.

## Goods that arrive damaged, wrong or not as described

Write to us through the [contact form](/contact-us) with the order number, what is wrong and, if you can, photos. We look at the order with the vendor and decide on a replacement or a refund of the affected items. For vendors with [Trade Assurance](/trade-assurance), our team reviews the dispute and decides between you and the vendor.

## Returns of goods you no longer want

Each store states its own return policy on its store page. Check it before you order, especially for customized items, which are made to your specification and usually cannot be returned.

## Questions

Write to ${support}.
`,
};

const shipping: SeedContentPage = {
  slug: "shipping",
  kind: "page",
  title: "Shipping and delivery",
  summary:
    "Free standard shipping, ₦1,500 express, free local pickup and ₦25,000 freight from 50 units: methods, countries, tracking and timing.",
  body: `
## Shipping methods

You choose one method for the whole order at checkout; its fee is charged once per order, however many vendors your order includes.

- **Standard Shipping:** free, 3-5 business days.
- **Express Shipping:** ₦1,500, 1-2 business days.
- **Local Pickup:** free, ready in 1-2 business days. For buyers near the vendor; arrange the time and place with the vendor through **Contact Vendor** on its store page.
- **Freight:** ₦25,000, 7-14 business days, for orders of **50 units or more** (the cart offers it once your order reaches 50 units). Meant for bulk orders and heavy goods.

If your cart drops below 50 units after you chose Freight, it is priced and shipped with Standard Shipping, and the cart shows that change before you pay.

Shipping is not subject to VAT.

## Where we deliver

At checkout you can choose an address in the United States, Canada, the United Kingdom, Australia, Nigeria, Ghana, Kenya, South Africa, Egypt or Morocco.

The delivery times above are estimates. For deliveries to another country, customs clearance can add time, and import duties or taxes charged by the destination country are not included in our prices: they are payable by the recipient when the carrier asks for them.

## When your order ships

Each vendor ships its own part of your order once the order is paid (or, for business buyers on net terms or with a purchase order, once it is placed). A bank-transfer order ships after our team has confirmed the transfer. Vendors with a long lead time, such as made-to-order or customized goods, state it on the product page.

## Tracking

When a vendor ships its part, it records the carrier and the tracking number. Both appear on your order page under [My orders](/account/orders); guests open the order with the tracking link from their confirmation e-mail.

## Something went wrong?

If a part has not arrived within the estimated time after it shipped, or arrives damaged, see the [refund policy](/refund-policy) or [contact us](/contact-us) with your order number.
`,
};

const careers: SeedContentPage = {
  slug: "careers",
  kind: "page",
  title: "Careers",
  summary:
    "Working at Shop African Brands: the teams that run the marketplace and how to tell us you would like to join. We do not list open positions on this page.",
  body: `
Shop African Brands is a small team building a marketplace that lets African businesses sell to buyers anywhere in the world. We do not have open positions listed here right now; when we hire, the role will be described on this page first.

## The teams

- **Vendor success:** reviews vendor applications and Trade Assurance papers, helps new stores list their products well, and keeps payouts moving.
- **Buyer support:** answers the contact form, follows up orders that are late or not as described, and handles refunds.
- **Business sales:** reviews corporate accounts, sets business discounts and payment terms, and helps buyers with large RFQs.
- **Engineering:** builds and runs the website, the payments integration and the tools the other teams use.

## Get in touch

If you would like to work with us, write to ${support} with the subject "Careers", tell us which team interests you and what you have done, and add a link to your CV or portfolio. We read every message, and we will contact you when a role fits.

We never ask candidates for money, and every message from us comes from an @shopafricanbrands.com address.
`,
};

const blogIntro: SeedContentPage = {
  slug: "blog",
  kind: "page",
  title: "Blog",
  summary:
    "Guides for buying and selling African products: bulk orders and RFQs, choosing a trustworthy vendor, fabrics and sizing.",
  body: `
Practical guides for buyers and vendors on Shop African Brands: how to buy in quantity, how to choose a supplier you can trust, and what to know about the products themselves.
`,
};

const pressIntro: SeedContentPage = {
  slug: "press",
  kind: "page",
  title: "Press",
  summary: "Announcements from Shop African Brands, and how journalists can reach us.",
  body: `
Announcements about the marketplace and what it offers buyers and vendors. Journalists can write to ${support} with the subject "Press", or use the [contact form](/contact-us) with the topic "Press and partnerships".
`,
};

const bulkWithRfqs: SeedContentPage = {
  slug: "buying-in-bulk-with-rfqs",
  kind: "blog_post",
  title: "Buying in bulk: when to add to cart and when to send an RFQ",
  summary:
    "Quantity discounts apply in the cart; an RFQ gets a negotiated price for large or custom orders. How to choose, and how to write an RFQ suppliers can answer.",
  body: `
There are two ways to buy in quantity on Shop African Brands, and choosing the right one saves both money and time.

## Option 1: add the quantity to your cart

Every product has a ladder of quantity discounts. Unless the vendor has set its own, it is:

- 3% off from 3 units
- 5% off from 5 units
- 10% off from 50 units
- 15% off from 100 units
- 25% off from 500 units

The product page shows the ladder for that product, and the cart applies it the moment your quantity reaches a step. If your business has an approved [corporate account](/account/corporate), its discount (5% on the premium tier, 10% on enterprise) comes on top. From 50 units you can also choose Freight shipping.

**Use the cart when** the product is listed, in stock for your quantity, and the listed options are what you need. It is the fastest route: you pay and the vendor starts preparing the order.

## Option 2: send a request for quotation

An RFQ asks a supplier to price your exact order. **Use it when:**

- your quantity is larger than the stock shown, or you need it by a certain date;
- you want a change the listing does not offer: your logo, other colours, different packaging;
- you want to compare several suppliers before you choose;
- you want to agree terms such as a deposit or delivery by freight.

You can ask about one product, from its product page, or describe what you need in a category and send it to up to 10 suppliers at once. RFQs are for businesses, so you need a corporate account; you can send them while your application is being reviewed. [Send an RFQ](/rfq).

## Writing an RFQ suppliers can answer

1. **Say exactly what you want.** "Ankara print, 100% cotton, 6-yard pieces, blue and gold, no Dutch wax needed" gets a firm price; "African fabric" gets questions.
2. **Give the quantity and the unit.** Pieces, yards, kilograms, cartons.
3. **Give a delivery date and address.** Suppliers plan production around it.
4. **Add a target price if you have one.** It is optional, but it tells suppliers whether to quote at all.
5. **Attach what helps:** a specification sheet, a logo, a photo of a sample. Up to 5 files of 10 MB each (PDF, JPEG, PNG or Word).

## Comparing and accepting quotes

Quotes appear side by side under [your RFQs](/account/rfqs), with price, delivery time, shipping method and payment terms. You can message each supplier about its quote. Accept the one you want and it goes into your cart at exactly the quoted price and quantity; the quantity ladder and other discounts do not apply on top of a negotiated price. Check out before the quote's validity ends.
`,
};

const trustworthyVendor: SeedContentPage = {
  slug: "choosing-a-trustworthy-vendor",
  kind: "blog_post",
  title: "How to choose a vendor you can trust",
  summary:
    "What to check before you place a large order with a supplier you have never met: Trade Assurance, the store page, reviews, documents, and a small first order.",
  body: `
Buying from a supplier in another country for the first time is a leap of faith. On Shop African Brands you can shorten that leap considerably. Here is what to look at, in order.

## 1. Look for the Trade Assurance badge

Vendors with the Trade Assurance shield have sent our team their business registration certificate, their tax registration and a recent bank statement for an account in the business's name, and we have checked them. That does not guarantee every product is perfect, but it does tell you the company is real, registered and paid through the marketplace. On orders with these vendors, our support team reviews disputes and decides between you and the vendor. [Read what Trade Assurance covers](/trade-assurance).

## 2. Read the store page

Every product links to its vendor's store. Look at:

- **where the business is based** and how long it has traded;
- **its shipping and return policies**, stated by the vendor itself;
- **how fast it replies**, if it states a reply time;
- **its other products**: a weaver with 40 kente designs is a specialist; a store selling kente, phone cases and car parts deserves more questions.

## 3. Read the reviews

Reviews come from signed-in people, one per person and product, with a rating from 1 to 5. A few detailed reviews tell you more than a high average built on one-line comments. Look for what buyers say about packaging and whether the product matched the photos.

## 4. Check the documents

Many products carry documents on their **Documents** tab: certificates of analysis for cosmetics and food, material specifications, test reports. For anything you will resell, especially skincare and food, ask for them before you buy.

## 5. Ask before you buy

Use **Contact Supplier** on the product page to ask about anything unclear: the exact material, lead time, packaging for export. A supplier who answers specific questions clearly before the sale will usually do so after it too.

## 6. Start with a smaller order

For a new supplier, order a quantity you could afford to lose, check the goods, then scale up. The quantity ladder is the same on the second order, so you give up little by starting small. For larger orders you can [send an RFQ](/rfq) and agree the terms in writing first.

## 7. Always pay through the marketplace

Pay on the marketplace's checkout, never to an account a vendor sends you by message. A vendor's earnings only count towards its payout once your order has been delivered, and only payments made on Shop African Brands are covered by our support. If a vendor asks you to pay outside the site, tell us through the [contact form](/contact-us).
`,
};

const kenteAnkara: SeedContentPage = {
  slug: "kente-and-ankara-sizing-and-fabric",
  kind: "blog_post",
  title: "Ordering kente and ankara: fabric, lengths and sizing",
  summary:
    "Before ordering kente or ankara in quantity: handwoven strips versus printed cloth, how the cloth is sold, sizing, customization and RFQs.",
  body: `
Kente and ankara are the two fabrics buyers ask us about most, and they are very different products. Knowing how each is made and sold makes ordering in quantity much easier.

## Kente: woven in strips

Kente is woven by hand in Ghana, with its best-known centres in Bonwire in the Ashanti Region and in the Volta Region. It is woven on narrow looms as long strips, usually about a hand's width across, which are then sewn edge to edge into a larger cloth. That is why kente has its characteristic blocks of pattern.

- **Materials:** cotton, rayon (often sold as "silk") or a mix. Ask the vendor which, as it changes the weight, the sheen and the price.
- **Stoles and sashes** (for graduations, weddings and church groups) are the most common bulk orders. Check the length and width on the product page, and whether the ends are fringed.
- **Full cloths** are priced by the number of strips. A traditional full-size man's cloth is much larger than a woman's; the product page should say the size in strips or in centimetres.
- **Lead time:** handwoven kente is often made to order. For a group order, ask for the lead time before you set your event date, and send an RFQ for large quantities.

## Ankara: printed cloth

Ankara, also called African wax print, is cotton printed on both sides with a wax-resist technique, or, in cheaper "fancy" prints, printed on one side only. Look at the reverse side in the photos: a wax print looks almost as strong on the back as on the front.

- **How it is sold:** most often by the piece of 6 yards, sometimes 12 yards or half pieces of 3 yards. The listing says which; the price is for that unit, not per metre.
- **How much you need:** a simple dress or shirt usually takes about 2 to 3 yards, depending on size and style; a long gown or a full agbada takes more. Ask the vendor or your tailor for the exact yardage before ordering for a group.
- **Colour across orders:** prints are produced in batches, and a repeat order can differ slightly in shade. For uniforms or matching group outfits, order everything at once.

## Ready-made garments: sizing

For ready-made dresses, shirts and kaftans, check the size chart in the product description and measure a garment that fits rather than relying on letter sizes, which vary between tailors and countries. When a product offers customization (the **Customization** tab on the product page), you can choose from the options its vendor offers, such as embroidery or a logo; the extra cost per unit and any one-off set-up cost are shown before you add it to your cart. Customized items are made for you, so check the vendor's return policy on its store page.

## Ordering for a group or a shop

1. Collect sizes or measurements first, and add a few spares.
2. Order the fabric for the whole group in one order, so the shade matches.
3. Use the quantity discounts: they start at 3 units, reach 10% at 50 and 25% at 500.
4. For custom colours, your own pattern or a tight deadline, [send a request for quotation](/rfq) with photos or a sketch attached.

Questions about a particular cloth are best asked to its vendor with **Contact Supplier** on the product page.
`,
};

const launchRelease: SeedContentPage = {
  slug: "shop-african-brands-opens",
  kind: "press_release",
  title: "Shop African Brands opens its marketplace to shoppers and business buyers",
  summary:
    "African vendors sell to shoppers and businesses in one marketplace: naira prices, quantity discounts, one checkout for several vendors, payouts on delivery.",
  body: `
Shop African Brands has opened its online marketplace, where businesses from across Africa sell their products to shoppers and to business buyers in one place.

## What buyers get

- One cart and one payment for products from several vendors, with each vendor shipping its own part and every part tracked on the order page.
- Prices in naira that fall with the quantity ordered, from 3% off at 3 units to 25% off at 500 units unless a vendor sets its own tiers, shown the same on the product page, in the cart and at checkout.
- Payment by card or mobile money on the payment provider's secure page, or by bank transfer.
- Shipping from free standard delivery to freight for orders of 50 units or more.

## What vendors get

- A store page with their story, policies and products, and tools to manage stock, prices, quantity tiers and customization options.
- Orders split per vendor, so each store sees and ships only its own part.
- Earnings credited when a part is delivered, less a 10% commission, and payouts to a bank account or, where available, a mobile-money wallet.

African businesses can [apply to sell](/vendors/become-vendor). Shoppers can start at the [catalogue](/products).

## Contact

Press enquiries: ${support}, subject "Press".
`,
};

const rfqRelease: SeedContentPage = {
  slug: "requests-for-quotation-to-ten-suppliers",
  kind: "press_release",
  title: "Business buyers can now ask up to 10 suppliers for a quote at once",
  summary:
    "Requests for quotation on Shop African Brands reach one product's supplier or up to 10 suppliers in a category; accepted quotes are ordered at the quoted price.",
  body: `
Business buyers on Shop African Brands can now send a request for quotation (RFQ) to the supplier of a product, or describe what they need in a category and send one request to up to 10 suppliers at once.

## How it works

1. A buyer with a corporate account, approved or still under review, describes the product, quantity, delivery date and destination, and may add a target price and up to 5 attachments.
2. Each supplier answers with a quote: price, quantity, delivery time, shipping method, payment terms and how long the offer is valid. A supplier can revise its quote while the buyer is deciding, and both sides can message each other about it.
3. The buyer compares the quotes side by side and accepts one. It goes into the cart at exactly the quoted price and quantity, and is ordered like any other purchase.

Suppliers see the requests addressed to them in their vendor dashboard; buyers follow theirs under their account.

[Send an RFQ](/rfq) or [apply for a corporate account](/account/corporate).

## Contact

Press enquiries: ${support}, subject "Press".
`,
};

const tradeAssuranceRelease: SeedContentPage = {
  slug: "trade-assurance-for-verified-vendors",
  kind: "press_release",
  title: "Trade Assurance badge marks vendors whose business papers have been checked",
  summary:
    "Vendors on Shop African Brands can apply for Trade Assurance with their registration, tax and bank documents; buyers see the badge on products and stores.",
  body: `
Shop African Brands has introduced Trade Assurance, a badge for vendors whose business papers the marketplace's team has checked.

## For vendors

Any store on the marketplace can apply with its business registration certificate, its tax registration and a recent bank statement for an account in the business's name. The team reviews each application and e-mails the result; a rejected application comes with the reason, and the store can apply again.

## For buyers

The badge appears on product cards, product pages and store pages, and buyers can filter for verified suppliers. On orders with Trade Assurance vendors, the marketplace's support team reviews disputes and decides between buyer and vendor. The badge can be withdrawn from a store that no longer meets the conditions.

[Read about Trade Assurance](/trade-assurance) or [apply](/trade-assurance/apply).

## Contact

Press enquiries: ${support}, subject "Press".
`,
};

/**
 * The title and introduction of each curated landing page (/african-crafts, /african-machinery,
 * /deals), shown above its products and edited in the page builder: first seeded with the texts the
 * page ships with, which it also shows if the row is missing.
 */
const landingIntroductions: SeedContentPage[] = [
  ...curatedCollections.map((collection) => ({
    slug: collection.introductionSlug,
    ...curatedCollectionTexts[collection.key].en,
  })),
  { slug: dealsIntroductionSlug, ...dealsTexts.en },
].map(({ slug, title, metaDescription, intro }): SeedContentPage => ({
  slug,
  kind: "page",
  title,
  summary: metaDescription,
  body: intro,
}));

/**
 * In the order of the lists they appear in: blog posts and press releases are listed newest first,
 * so the first of each kind gets the latest publication time when seeded.
 */
export const contentPageRows: readonly SeedContentPage[] = [
  aboutUs,
  contactUs,
  supportPage,
  faq,
  privacy,
  terms,
  refundPolicy,
  shipping,
  careers,
  blogIntro,
  pressIntro,
  ...landingIntroductions,
  bulkWithRfqs,
  trustworthyVendor,
  kenteAnkara,
  rfqRelease,
  tradeAssuranceRelease,
  launchRelease,
  documentationPage,
].map((page) => ({ ...page, body: page.body.trim() }));

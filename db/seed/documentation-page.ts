/**
 * /info/documentation: how the platform works, for vendors and for the back office. Every statement
 * describes what the software does today (the modules' READMEs hold the rules); when a rule or a
 * back-office section changes, change this page with it. Listed in `contentPageRows` (content-pages.ts).
 */
export const documentationPage = {
  slug: "documentation",
  kind: "documentation" as const,
  title: "Documentation: selling on and running Shop African Brands",
  summary:
    "How selling works for vendors (applying, products, orders and fulfilment, payouts) and what each back-office section does for admins and staff.",
  body: `
This guide explains how the marketplace works from the inside: first for **vendors** who sell here, then for the **admins and staff** who run it. For buyers' questions, see [Help and support](/support).

## For vendors

### Apply to sell

- Sign in (or create an account), then start your application from [Become a vendor](/vendors/become-vendor). Each account has one application; an account that already sells cannot apply again.
- **Business details:** business name, registration number, business type, the African country and city you operate from, one to five categories, a description of 50 to 2,000 characters, and a business e-mail and phone number.
- **Payout account:** a bank account or a mobile-money wallet in your store's country. Wallets are offered only where their provider pays out: M-Pesa in Kenya and Tanzania; MTN MoMo and Airtel Money in the countries they serve.
- **Pictures:** a logo (required, at least 200 pixels wide) and a banner (optional, at least 800 pixels wide), as PNG, JPEG or WebP.
- **Documents:** PDF, JPEG or PNG files of up to 10 MB each, at most six, including at least one identity document and one business registration document.
- **Submit:** every step is checked again. An admin then approves the application, which opens your store and makes your account a vendor account, or rejects it with a reason. Either way you get an e-mail and a notification; after a rejection you correct the application and submit it again.

### Your store

- [Store profile](/vendor/store): business name, contact e-mail and phone, city, description, shipping and return policies, a response-time target and your social links, plus a logo and a cover picture. Buyers read the policies on your store page.
- [Storefront banners](/vendor/storefront-banners): the banners shown on your store page.
- [Trade Assurance](/trade-assurance): once your store is open you can [apply for the badge](/trade-assurance/apply) with your registration, tax and bank papers; an admin reviews them.

### Products

- [Add a product](/vendor/products/new) with its name, price in naira, stock, SKU, category and up to eight pictures (JPEG, PNG or WebP, 5 MB each, at least 200 pixels a side). An original price above the price shows the product as a deal. SKUs are unique within your store.
- Each product is a **draft** (never shown), **listed** (shoppers see it) or **unlisted**. A listed product with no stock shows as out of stock.
- [My products](/vendor/products) lists, searches and filters your catalogue, lists or unlists several products at once, and exports or imports a CSV file. An import of up to 1,000 rows is checked whole first: if any row is wrong, nothing is written and every problem is reported by row and column. A product that has been ordered cannot be deleted; unlist it instead.
- On a product's own pages you can add **quantity prices** (a lower unit price from a quantity up) and **customization options** (for example a printed name), with their prices.
- If the marketplace unlists one of your products, you see the reason on your product list and on the product. You can still edit it while it is held, but only an admin can list it again; contact support when you have fixed the problem.

### Orders and fulfilment

- A buyer's order can hold products from several stores. It is split into one part per store: you see and fulfil only yours, at [Orders](/vendor/orders).
- A part moves **pending → processing → shipped → delivered**. Marking it shipped needs the carrier and the tracking number. Every step is added to the order's history and tells the buyer.
- You may prepare (processing) an order that is not paid yet, but ship only once it is paid, or when the buyer's terms let them pay later (net terms or a purchase order). A bank transfer counts as paid once the back office confirms that the money arrived.
- The buyer can cancel any part that has not shipped; its stock goes back to you. A shipped or delivered part cannot be cancelled.
- Business buyers may send you a request for quotation: answer it at [RFQs](/vendor/rfqs) with a quote you can revise until the buyer decides, and talk to the buyer in its thread. Questions from shoppers arrive in [Messages](/vendor/messaging).
- [Analytics](/vendor/analytics) and [Customers](/vendor/customers) show your views, sales and buyers over time.

### Payouts

- When a part of an order is marked **delivered**, its subtotal is added to your balance and the marketplace's commission on it is taken off. The commission rate is fixed when the order is placed. Both appear as lines in your ledger.
- At [Payouts](/vendor/payouts) you see your balance and ledger, change your payout account, and request a payout of at least the minimum shown there (₦5,000 unless the marketplace changes it), up to your balance.
- The amount leaves your balance as soon as you request it, so it cannot be requested twice. An admin approves every payout before money moves; the transfer is then processing until the provider reports it paid. A payout that fails can be sent again, or given up, which puts the money back in your balance.
- A refund after delivery is not automatic: an admin records your share as an adjustment with a note naming the order, which you read in your ledger.

## For admins and staff

The back office is at [/admin/dashboard](/admin/dashboard). The admin and staff roles count only for addresses in the company's own e-mail domains; anyone else signing in with such a role is treated as a buyer. **Staff** open the dashboard, orders, products, vendors, Trade Assurance, corporate accounts, RFQs and the support inbox: they may look at everything there and answer support tickets, while decisions (moderation, approvals, status changes) are the admins'. **Admins** open every section.

### Sections

- **Dashboard:** the back office's start page.
- [Orders](/admin/orders): every order, newest first. A separate tab lists bank transfers still to confirm (such an order waits until the money is confirmed), and payments that arrived after an order was already paid or cancelled, with their automatic refunds.
- [Products](/admin/products): every vendor's products, searchable by name or SKU and filtered by vendor, category, status and featured. Admins unlist a product with a reason (the vendor is notified, sees the reason and cannot list it again), list a held product again, and mark products as featured.
- [Vendors](/admin/vendors): applications and stores in one list, pending applications first. Admins approve or reject applications (a rejection needs a reason), suspend a store with a reason or reinstate it, mark it verified, and adjust its balance with a note (checked first, then posted).
- [Trade Assurance](/admin/trade-assurance): applications for the badge with their papers; admins approve or reject them.
- [Corporate accounts](/admin/corporate-accounts): buyers' business accounts; admins decide the status, credit limit, payment terms and discount tier.
- [RFQs](/admin/rfqs): every request for quotation with its vendors, quotes and files; admins change its status with a note and read the buyer's thread with each vendor.
- [Support inbox](/admin/support): every message sent through the [contact form](/contact-us) and every ticket opened from a customer's support page, filtered by status and category or searched by subject, name or e-mail. Admins and staff reply (the customer gets the reply by e-mail and, with an account, on their support page), close and reopen tickets. A ticket is **open** while it waits for the team, **answered** after a reply, and **closed** when either side closes it.
- [Categories](/admin/categories) (admins): the category tree with its order; a category that holds products cannot be deleted until they are moved.
- [B2B overview](/admin/b2b) (admins): requests for quotation, quotes and corporate accounts across the marketplace, with the share of RFQs that end in an accepted quote.
- [Users](/admin/users) (admins): every account; admins change a person's role.
- [Activity log](/admin/activity-logs) (admins): who decided what and when: approvals, moderation, settings changes, payouts.
- [Transactions](/admin/transactions) (admins): buyers' payments and vendors' payouts. Approving a payout sends the transfer; a failed one can be sent again or marked failed, which returns the money to the vendor's balance.
- [Feature flags](/admin/features) (admins): turn features of the marketplace on or off. A feature that is off answers "not found" on its pages and its links disappear; a feature cannot be turned on while one it depends on is off.
- [Settings](/admin/settings) (admins): VAT by destination country (with a fallback rate), the commission, shipping methods and their fees, the payout minimum, referral and pay-on-delivery settings (kept for when those features launch) and the support contact. Every change is recorded in the activity log. The company e-mail domains are shown but cannot be changed here.

## Need help?

Vendors and buyers with an account can open a ticket on their [support page](/dashboard/support); anyone can use the [contact form](/contact-us).
`,
};

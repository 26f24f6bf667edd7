import {
  annualRevenueLabel,
  businessTypeLabel,
  responseTimeLabel,
  type StoreProfile,
  type TradeRecord,
} from "#common/vendors";
import { supplierTypeLabel } from "#common/catalog";
import { messages } from "#common/messages";
import { storePolicyTexts } from "#common/i18n/vendor-store";
import type { ReactNode } from "react";
import { useFormat, usePageTexts } from "~/lib/locale";

/**
 * About tab: company details, shipping and return policies, export markets, payment terms,
 * certifications, trade shows and awards.
 */
export function StoreAboutTab({ store }: { store: StoreProfile }) {
  const format = useFormat();
  const texts = usePageTexts(storePolicyTexts);
  const details: [string, string | null][] = [
    ["Business type", businessTypeLabel(store.businessType)],
    ["Supplier type", store.supplierType ? supplierTypeLabel(store.supplierType) : null],
    ["Location", [store.address, store.city, store.countryName].filter(Boolean).join(", ")],
    ["Established", store.establishedYear ? String(store.establishedYear) : null],
    ["Company size", store.employeeCount ? `${store.employeeCount} employees` : null],
    ["Factory size", store.factorySize],
    ["Annual revenue", store.annualRevenue ? annualRevenueLabel(store.annualRevenue) : null],
    ["Minimum order value", store.minOrderValue !== null ? format.money(store.minOrderValue) : null],
    ["Orders completed", store.totalOrders > 0 ? format.number(store.totalOrders) : null],
    ["Response rate", store.responseRate !== null ? `${store.responseRate}%` : null],
    ["Response time", store.responseTimeHours !== null ? responseTimeLabel(store.responseTimeHours) : null],
    [
      texts.responseTarget,
      store.responseTimeTargetHours !== null
        ? texts.responseTargetHours(
            format.number(store.responseTimeTargetHours),
            store.responseTimeTargetHours,
          )
        : null,
    ],
    ["On-time delivery", store.onTimeDeliveryRate !== null ? `${store.onTimeDeliveryRate}%` : null],
  ];
  return (
    <div className="space-y-8">
      <Section title={`About ${store.businessName}`}>
        <p className="leading-relaxed whitespace-pre-line">
          {store.description.trim() || messages.store.noDescription}
        </p>
      </Section>
      <Section title="Company details">
        <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
          {details
            .filter((entry): entry is [string, string] => Boolean(entry[1]))
            .map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 border-b border-border pb-2">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-right font-medium">{value}</dd>
              </div>
            ))}
        </dl>
      </Section>
      <Section title={texts.shippingPolicy}>
        <Policy text={store.shippingPolicy} empty={texts.notStated} />
      </Section>
      <Section title={texts.returnPolicy}>
        <Policy text={store.returnPolicy} empty={texts.notStated} />
      </Section>
      <Section title="Export markets">
        <Chips items={store.markets} />
      </Section>
      <Section title="Payment terms">
        <p className="text-sm">{store.paymentTerms?.trim() || "Not stated"}</p>
      </Section>
      <Section title="Certifications">
        <Chips items={store.certifications} />
      </Section>
      <Section title="Trade shows">
        <Records items={store.tradeShows} />
      </Section>
      <Section title="Awards">
        <Records items={store.awards} />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Policy({ text, empty }: { text: string; empty: string }) {
  if (!text.trim()) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return <p className="text-sm leading-relaxed whitespace-pre-line">{text}</p>;
}

function Chips({ items }: { items: string[] }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">Not stated</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-muted px-3 py-1 text-sm font-medium">
          {item}
        </li>
      ))}
    </ul>
  );
}

function Records({ items }: { items: TradeRecord[] }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">None listed</p>;
  return (
    <ul className="space-y-1.5 text-sm">
      {[...items]
        .sort((a, b) => b.year - a.year)
        .map((item) => (
          <li key={`${item.name}-${item.year}`} className="flex justify-between gap-4">
            <span className="font-medium">{item.name}</span>
            <span className="text-muted-foreground">{item.year}</span>
          </li>
        ))}
    </ul>
  );
}

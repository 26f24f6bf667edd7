import {
  annualRevenueLabel,
  type StoreProfile,
  storeSidebarCertifications,
  storeSidebarMainProducts,
} from "#common/vendors";
import { storePolicyTexts } from "#common/i18n/vendor-store";
import { shownSocialLinks } from "#common/store-profile";
import { Globe, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { textLinkClassName } from "~/components/ui/text-link";
import { useFormat, usePageTexts } from "~/lib/locale";

/** Store sidebar: About This Store (at most 5 main products, 3 certifications) and Contact Information. */
export function StoreSidebar({ store }: { store: StoreProfile }) {
  const format = useFormat();
  const texts = usePageTexts(storePolicyTexts);
  const website = safeWebsite(store.websiteUrl);
  const socialLinks = shownSocialLinks(store.socialLinks);
  return (
    <aside aria-label="Store details" className="space-y-6">
      <Panel title="About This Store">
        <dl className="space-y-3 text-sm">
          <Row label="Established" value={store.establishedYear ? String(store.establishedYear) : null} />
          <Row label="Company size" value={store.employeeCount ? `${store.employeeCount} employees` : null} />
          <Row
            label="Annual revenue"
            value={store.annualRevenue ? annualRevenueLabel(store.annualRevenue) : null}
          />
          <Row
            label="Minimum order value"
            value={store.minOrderValue !== null ? format.money(store.minOrderValue) : null}
          />
          {store.responseTimeTargetHours !== null ? (
            <Row
              label={texts.responseTarget}
              value={texts.responseTargetHours(
                format.number(store.responseTimeTargetHours),
                store.responseTimeTargetHours,
              )}
            />
          ) : null}
          <ListRow label="Main products" items={store.mainProducts.slice(0, storeSidebarMainProducts)} />
          <ListRow label="Certifications" items={store.certifications.slice(0, storeSidebarCertifications)} />
        </dl>
      </Panel>
      <Panel title="Contact Information">
        <ul className="space-y-3 text-sm">
          <li className="flex items-start gap-2">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <a href={`mailto:${store.businessEmail}`} className={`break-all ${textLinkClassName}`}>
              {store.businessEmail}
            </a>
          </li>
          {store.businessPhone ? (
            <li className="flex items-start gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <a href={`tel:${store.businessPhone.replace(/[^\d+]/g, "")}`} className={textLinkClassName}>
                {store.businessPhone}
              </a>
            </li>
          ) : null}
          {website ? (
            <li className="flex items-start gap-2">
              <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <a
                href={website.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className={`break-all ${textLinkClassName}`}
              >
                {website.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ) : null}
        </ul>
        {socialLinks.length > 0 ? (
          <>
            <h3 className="mt-4 mb-2 text-sm font-medium">{texts.socialLinks}</h3>
            <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {socialLinks.map((link) => (
                <li key={link.key}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className={textLinkClassName}
                  >
                    {link.label}
                    <span className="sr-only">{texts.opensInNewTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {store.languages.length > 0 ? (
          <p className="mt-4 text-sm">
            <span className="font-medium">Languages: </span>
            {store.languages.join(", ")}
          </p>
        ) : null}
      </Panel>
    </aside>
  );
}

/** Only http(s) addresses become links (a stored "javascript:" URL must never be clickable). */
function safeWebsite(value: string | null): { href: string; label: string } | null {
  if (!value) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return { href: url.href, label: url.host + (url.pathname === "/" ? "" : url.pathname) };
  } catch {
    return null;
  }
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-border bg-card p-5">
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{value ?? "Not stated"}</dd>
    </div>
  );
}

function ListRow({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <dt className="mb-1.5 text-muted-foreground">{label}</dt>
      <dd>
        <ul className="flex flex-wrap gap-1.5">
          {items.map((item) => (
            <li key={item} className="rounded bg-muted px-2 py-0.5 text-xs font-medium">
              {item}
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

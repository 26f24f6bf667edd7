import { ChevronDown } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { Viewer } from "~/lib/root-data";
import { BrandMark } from "./logo";
import {
  documentationLink,
  footerLegalLinks,
  footerQuickLinks,
  type NavLink,
  paymentProviders,
  siteName,
  socialLinks,
} from "./nav-links";
import { useT } from "~/lib/locale";

export function SiteFooter({ viewer }: { viewer: Viewer | null }) {
  const quickLinks = viewer?.role === "admin" ? [...footerQuickLinks, documentationLink] : footerQuickLinks;
  const year = new Date().getFullYear();
  const sectionsRef = useOpenSectionsOnDesktop();
  const t = useT();

  return (
    <footer className="print:hidden border-t border-border bg-muted text-foreground">
      <div ref={sectionsRef} className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-4">
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-lg font-bold">
            <BrandMark />
            {siteName}
          </p>
          <p className="text-sm text-muted-foreground">{t.shell.tagline}</p>
          <ul className="flex flex-wrap gap-2" aria-label={t.shell.followUs}>
            {socialLinks.map((social) => (
              <li key={social.href}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-block rounded-md border border-border bg-card px-3 py-1.5 text-sm hover:text-primary-text"
                >
                  {social.label}
                  <span className="sr-only">{t.shell.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterSection title={t.shell.quickLinks} navLabel={t.shell.footerNav}>
          <LinkList links={quickLinks} />
        </FooterSection>

        <FooterSection title={t.shell.legal} navLabel={t.shell.legal}>
          <LinkList links={footerLegalLinks} />
        </FooterSection>

        <FooterSection title={t.shell.paymentMethods}>
          <ul className="flex flex-wrap gap-2">
            {paymentProviders.map((provider) => (
              <li
                key={provider}
                className="rounded-md border border-border bg-card px-2.5 py-1 text-sm font-medium"
              >
                {provider}
              </li>
            ))}
          </ul>
        </FooterSection>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-muted-foreground">
          {t.shell.allRightsReserved(year, siteName)}
        </p>
      </div>
    </footer>
  );
}

/**
 * Sections are <details> so they collapse on mobile without JavaScript; CSS shows them open on
 * desktop. Browsers without ::details-content support get them opened here instead.
 */
function useOpenSectionsOnDesktop() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const desktop = window.matchMedia("(min-width: 48rem)");
    const sync = () => {
      if (!desktop.matches) return;
      ref.current?.querySelectorAll<HTMLDetailsElement>("details.footer-section").forEach((details) => {
        details.open = true;
      });
    };
    sync();
    desktop.addEventListener("change", sync);
    return () => desktop.removeEventListener("change", sync);
  }, []);
  return ref;
}

function FooterSection({
  title,
  navLabel,
  children,
}: {
  title: string;
  navLabel?: string;
  children: React.ReactNode;
}) {
  const body = <div className="pt-2 md:pt-0">{children}</div>;
  return (
    <details className="footer-section group border-b border-border pb-2 md:border-0 md:pb-0">
      <summary className="flex cursor-pointer list-none items-center justify-between py-2 font-semibold">
        <span>{title}</span>
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <h2 className="mb-3 hidden font-semibold md:block">{title}</h2>
      {navLabel ? <nav aria-label={navLabel}>{body}</nav> : body}
    </details>
  );
}

function LinkList({ links }: { links: NavLink[] }) {
  const t = useT();
  return (
    <ul className="space-y-2 text-sm">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="rounded hover:text-primary-text hover:underline">
            {t.nav[link.labelKey]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

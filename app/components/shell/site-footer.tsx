import { ChevronDown } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { FooterLinkView } from "#common/home-content";
import { useFooterLinks, useVisibleLinks, type Viewer } from "~/lib/root-data";
import { BrandMark } from "./logo";
import { ScrollToTopButton } from "./scroll-to-top";
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

/** A link of the footer: an admin's label, or the catalogue's `nav[labelKey]`. */
type FooterLink = { to: string; label: string | null; labelKey: NavLink["labelKey"] | null };

const fromNav = (links: readonly NavLink[]): FooterLink[] =>
  links.map((link) => ({ to: link.to, label: null, labelKey: link.labelKey }));
const fromRows = (links: readonly FooterLinkView[]): FooterLink[] =>
  links.map((link) => ({ to: link.path, label: link.label, labelKey: link.labelKey }));

export function SiteFooter({ viewer }: { viewer: Viewer | null }) {
  // The columns admins edit at /admin/content; the defaults only while the root itself failed.
  const stored = useFooterLinks();
  const quick = stored ? fromRows(stored.quick) : fromNav(footerQuickLinks);
  const legal = stored ? fromRows(stored.legal) : fromNav(footerLegalLinks);
  const quickLinks = viewer?.role === "admin" ? [...quick, ...fromNav([documentationLink])] : quick;
  const year = new Date().getFullYear();
  const sectionsRef = useOpenSectionsOnDesktop();
  const t = useT();

  return (
    <footer className="site-footer">
      <ScrollToTopButton />
      <div ref={sectionsRef} className="footer-grid shell-row">
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-lg font-bold">
            <BrandMark />
            {siteName}
          </p>
          <p className="text-sm text-muted-foreground">{t.shell.tagline}</p>
          <ul className="footer-chips" aria-label={t.shell.followUs}>
            {socialLinks.map((social) => (
              <li key={social.href}>
                <a href={social.href} target="_blank" rel="noopener noreferrer">
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
          <LinkList links={legal} />
        </FooterSection>

        <FooterSection title={t.shell.paymentMethods}>
          <ul className="footer-chips">
            {paymentProviders.map((provider) => (
              <li key={provider}>{provider}</li>
            ))}
          </ul>
        </FooterSection>
      </div>
      <p className="footer-copyright shell-row">{t.shell.allRightsReserved(year, siteName)}</p>
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

/** A section's links sit straight in its <nav> (no list around them): fewer elements on every page. */
function FooterSection({
  title,
  navLabel,
  children,
}: {
  title: string;
  navLabel?: string;
  children: React.ReactNode;
}) {
  return (
    <details className="footer-section">
      <summary>
        {title}
        <ChevronDown aria-hidden="true" className="size-5" />
      </summary>
      <h2>{title}</h2>
      {navLabel ? <nav aria-label={navLabel}>{children}</nav> : children}
    </details>
  );
}

function LinkList({ links }: { links: FooterLink[] }) {
  const t = useT();
  return useVisibleLinks(links).map((link, index) => (
    <Link key={`${index}-${link.to}`} to={link.to}>
      {link.label ?? (link.labelKey ? t.nav[link.labelKey] : link.to)}
    </Link>
  ));
}

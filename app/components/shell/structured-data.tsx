import { siteName, socialLinks } from "./nav-links";
import { useT } from "~/lib/locale";

/** Organization, WebSite (with site search) and Service as JSON-LD, on every page. */
export function StructuredData({ appUrl, nonce }: { appUrl: string; nonce?: string }) {
  const t = useT();
  const base = appUrl.replace(/\/+$/, "");
  const organizationId = `${base}/#organization`;
  const graph = {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": organizationId,
        name: siteName,
        url: `${base}/`,
        logo: `${base}/favicon.svg`,
        sameAs: socialLinks.map((social) => social.href),
      },
      {
        "@type": "WebSite",
        "@id": `${base}/#website`,
        name: siteName,
        url: `${base}/`,
        publisher: { "@id": organizationId },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${base}/search?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
      {
        "@type": "Service",
        "@id": `${base}/#service`,
        name: `${siteName} marketplace`,
        serviceType: "Online marketplace",
        description: `${t.shell.tagline} ${t.shell.marketplaceDescription}`,
        provider: { "@id": organizationId },
        areaServed: "Worldwide",
      },
    ],
  };
  // "<" is escaped so no value can close the script element early.
  const json = JSON.stringify(graph).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}

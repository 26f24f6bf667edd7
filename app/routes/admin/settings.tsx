import { adminSettingsTexts } from "#common/i18n/admin-settings";
import { updateShippingMethods } from "#server/modules/cart/update-shipping-methods";
import { adminSettingsView } from "#server/modules/settings/settings.queries";
import { updateExchangeRates } from "#server/modules/settings/update-exchange-rates";
import { updatePlatformSettings } from "#server/modules/settings/update-settings";
import { useEffect } from "react";
import { CompanyDomains } from "~/components/admin-settings/company-domains";
import { ExchangeRatesForm } from "~/components/admin-settings/exchange-rates-form";
import { PayOnDeliveryForm, ReferralsForm } from "~/components/admin-settings/later-features-forms";
import { CommissionForm, PayoutsForm, SupportForm } from "~/components/admin-settings/plain-forms";
import {
  failureOf,
  type SettingsFailure,
  type SettingsFormSection,
} from "~/components/admin-settings/section-form";
import { ShippingForm } from "~/components/admin-settings/shipping-form";
import { VatForm } from "~/components/admin-settings/vat-form";
import { actionFailure } from "~/lib/action-failure.server";
import { usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/settings";

const texts = adminSettingsTexts.en;

export const meta: Route.MetaFunction = () => pageMeta(texts.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/settings: admins only (the guard keeps staff out; the commands check again). */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { db, env } = ctx(context);
  return { ...(await adminSettingsView(db)), companyDomains: env.COMPANY_EMAIL_DOMAINS };
}

/**
 * Each section's form posts its own fields and its name. Shipping methods are the cart module's rows;
 * every other section is the settings module's (the exchange rates through their own command, which
 * dates each changed rate). Each checks the admin, the fields and audits the change.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { db, client } = ctx(context);
  const form = await request.formData();
  const section = String(form.get("section") ?? "");
  const values = Object.fromEntries(
    [...form.entries()].flatMap(([name, value]) =>
      name !== "section" && typeof value === "string" ? [[name, value]] : [],
    ),
  );
  try {
    const { changed } =
      section === "shipping"
        ? await updateShippingMethods(db, { actor, input: values, client })
        : section === "exchangeRates"
          ? await updateExchangeRates(db, { actor, input: values, client })
          : await updatePlatformSettings(db, { actor, section, input: values, client });
    // The settings command refuses any other section, so this one has a title.
    const title = texts.sections[section as SettingsFormSection];
    return {
      ok: true as const,
      section,
      message: changed.length > 0 ? texts.saved(title) : texts.unchanged(title),
    };
  } catch (error) {
    return actionFailure(error, { values, extra: { section } });
  }
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageTexts(adminSettingsTexts);
  const { settings, shippingMethods, rateCurrencies, companyDomains } = loaderData;
  const failure: SettingsFailure | null = actionData && !actionData.ok ? actionData : null;
  const saved = actionData?.ok ? actionData.message : null;

  useEffect(() => {
    if (saved) toast.success(saved);
  }, [actionData, saved]);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t.title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t.intro}</p>
      </div>
      <VatForm
        rates={{ fallbackPercent: settings.vatFallback, byCountry: settings.vatByCountry }}
        failure={failureOf(failure, "vat")}
      />
      <CommissionForm percent={settings.commission} failure={failureOf(failure, "commission")} />
      <ShippingForm methods={shippingMethods} failure={failureOf(failure, "shipping")} />
      <PayoutsForm minimum={settings.minimumPayout} failure={failureOf(failure, "payouts")} />
      <ReferralsForm referrals={settings.referrals} failure={failureOf(failure, "referrals")} />
      <PayOnDeliveryForm
        payOnDelivery={settings.payOnDelivery}
        failure={failureOf(failure, "payOnDelivery")}
      />
      <SupportForm contact={settings.supportContact} failure={failureOf(failure, "support")} />
      <ExchangeRatesForm
        currencies={rateCurrencies}
        rates={settings.exchangeRates}
        failure={failureOf(failure, "exchangeRates")}
      />
      <CompanyDomains domains={companyDomains} />
    </div>
  );
}

import { pageTextsFor } from "#common/i18n/catalogue";
import { tradeAssuranceTexts } from "#common/i18n/trade-assurance";
import { messages } from "#common/messages";
import { tradeAssuranceApplyPath } from "#common/paths";
import { applyForTradeAssurance } from "#server/modules/trade-assurance/apply-for-trade-assurance";
import { readTradeAssuranceForm } from "#server/modules/trade-assurance/application-input";
import {
  tradeAssuranceCountries,
  tradeAssuranceStanding,
} from "#server/modules/trade-assurance/trade-assurance.queries";
import { redirect } from "react-router";
import { TradeAssuranceApply } from "~/components/trade-assurance/apply-page";
import { actionFailure } from "~/lib/action-failure.server";
import { languageOfPage } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireActor } from "~/lib/route-context.server";
import type { Route } from "./+types/apply";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(tradeAssuranceTexts, languageOfPage(matches)).apply.metaTitle, undefined, {
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * /trade-assurance/apply: the form for a store's owner, or where their store stands (under review,
 * covered, or refused with the reason, then the form again). Someone without a store is told to open
 * one first. `?submitted=1` after a successful post shows the success screen.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = ctx(context);
  const actor = requireActor(context);
  const [standing, countries] = await Promise.all([
    tradeAssuranceStanding(db, { actor }),
    tradeAssuranceCountries(db),
  ]);
  const submitted = new URL(request.url).searchParams.get("submitted") === "1";
  return {
    standing,
    countries,
    submitted: submitted && standing.kind === "store" && standing.latest?.status === "pending",
  };
}

/** The whole application in one multipart post; the trade-assurance module checks and stores it. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, media, client, logger } = ctx(context);
  const actor = requireActor(context);
  const form = await request.formData();
  try {
    await applyForTradeAssurance(db, { actor, media, client, form });
  } catch (error) {
    const { values } = readTradeAssuranceForm(form);
    return actionFailure(error, {
      values: {
        ...values,
        productCategories: values.productCategories.join(","),
        hasAcceptedTerms: values.hasAcceptedTerms ? "true" : "",
      },
      unexpected: { message: messages.tradeAssurance.failed, logger, context: { form: "trade-assurance" } },
    });
  }
  throw redirect(`${tradeAssuranceApplyPath}?submitted=1`);
}

export default function TradeAssuranceApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  return <TradeAssuranceApply {...loaderData} failure={actionData ?? null} />;
}

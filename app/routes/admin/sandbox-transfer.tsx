import { adminTransactionsTexts } from "#common/i18n/admin-transactions";
import { pageTextsFor } from "#common/i18n/catalogue";
import { adminTransactionsListPath } from "#common/seller-paths";
import { getSandboxTransfer } from "#server/modules/payouts/payouts.queries";
import { receiveTransferWebhook } from "#server/modules/payouts/receive-transfer-webhook";
import { sandboxTransferEvent } from "#server/modules/payouts/transfer-providers";
import { sandboxSignatureHeader } from "#server/modules/payments/sandbox-provider";
import { FlaskConical } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { languageOfPage, useFormat, usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/sandbox-transfer";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(pageTextsFor(adminTransactionsTexts, languageOfPage(matches)).sandboxTitle, undefined, {
    noindex: true,
  });

async function sandboxTransfer(context: Route.LoaderArgs["context"], reference: string) {
  requireAdmin(context);
  const { db, env } = ctx(context);
  if (env.APP_ENV === "production") throw data({ message: "Not found" }, { status: 404 });
  const transfer = await getSandboxTransfer(db, { reference });
  if (!transfer) throw data({ message: "Transfer not found" }, { status: 404 });
  return transfer;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return { transfer: await sandboxTransfer(context, params.reference) };
}

/**
 * The sandbox transfer provider's page: Paid or Failed sends a signed transfer webhook through the
 * same verification and processing as a real provider's, then returns to the payouts.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const transfer = await sandboxTransfer(context, params.reference);
  const { db, env, logger } = ctx(context);
  const outcome = (await request.formData()).get("outcome") === "paid" ? "paid" : "failed";
  const { rawBody, signature } = sandboxTransferEvent(
    { reference: params.reference, amount: transfer.amount, currency: transfer.currency, outcome },
    env.AUTH_SECRET,
  );
  await receiveTransferWebhook(db, {
    provider: "sandbox",
    rawBody,
    headers: new Headers({ [sandboxSignatureHeader]: signature }),
    env,
    logger,
  });
  return redirect(adminTransactionsListPath({ show: "payouts" }));
}

export default function SandboxTransfer({ loaderData }: Route.ComponentProps) {
  const texts = usePageTexts(adminTransactionsTexts);
  const format = useFormat();
  const navigation = useNavigation();
  const { transfer } = loaderData;
  return (
    <div className="mx-auto max-w-md rounded-lg border border-border bg-card p-6 text-center">
      <FlaskConical aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
      <h1 className="mt-3 text-2xl font-semibold">{texts.sandboxTitle}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{texts.sandboxIntro}</p>
      <p className="mt-6 text-sm">{texts.sandboxTo(transfer.vendorName)}</p>
      <p className="text-3xl font-bold tabular-nums">{format.money(transfer.amount, transfer.currency)}</p>
      {transfer.status === "processing" ? (
        <Form method="post" className="mt-6 flex flex-col gap-2">
          <Button type="submit" name="outcome" value="paid" size="lg" disabled={navigation.state !== "idle"}>
            {texts.sandboxPay}
          </Button>
          <Button
            type="submit"
            name="outcome"
            value="failed"
            variant="secondary"
            disabled={navigation.state !== "idle"}
          >
            {texts.sandboxFail}
          </Button>
        </Form>
      ) : (
        <p role="status" className="mt-6 font-medium">
          {texts.sandboxSettled(texts.payoutStatuses[transfer.status])}
        </p>
      )}
      <Link
        to={adminTransactionsListPath({ show: "payouts" })}
        className="mt-4 inline-block text-sm underline"
      >
        {texts.backToTransactions}
      </Link>
    </div>
  );
}

import { orderTrackingPath } from "#common/paths";
import { safeReturnPath } from "#common/access";
import { receiveWebhook } from "#server/modules/payments/receive-webhook";
import { newId } from "#server/lib/ids";
import { getSandboxPayment } from "#server/modules/payments/payments.queries";
import { sandboxEvent, sandboxSignatureHeader } from "#server/modules/payments/sandbox-provider";
import { FlaskConical } from "lucide-react";
import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { ctx } from "~/lib/route-context.server";
import type { Route } from "./+types/sandbox";
import { useFormat } from "~/lib/locale";

export const meta: Route.MetaFunction = () => pageMeta("Test payment", undefined, { noindex: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, env } = ctx(context);
  if (env.APP_ENV === "production") throw data({ message: "Not found" }, { status: 404 });
  const payment = await getSandboxPayment(db, { reference: params.reference });
  if (!payment) throw data({ message: "Payment not found" }, { status: 404 });
  return { payment };
}

/**
 * The sandbox provider's hosted page: Pay or Decline sends a signed webhook event
 * through the same verification and processing as a real provider's, then returns to the shop.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { db, env, logger } = ctx(context);
  const payment = await getSandboxPayment(db, { reference: params.reference });
  if (!payment) throw data({ message: "Payment not found" }, { status: 404 });
  const form = await request.formData();
  const status = form.get("outcome") === "pay" ? "succeeded" : "failed";
  const { rawBody, signature } = sandboxEvent(
    {
      id: newId("evt"),
      reference: payment.reference,
      amount: payment.amount,
      currency: payment.currency,
      status,
    },
    env.AUTH_SECRET,
  );
  await receiveWebhook(db, {
    provider: "sandbox",
    rawBody,
    headers: new Headers({ [sandboxSignatureHeader]: signature }),
    env,
    logger,
  });
  const returnTo =
    safeReturnPath(new URL(request.url).searchParams.get("return")) ?? orderTrackingPath(payment.orderId);
  return redirect(returnTo);
}

/** What became of a payment that is no longer open. */
function settledText({ status, refundStatus }: { status: string; refundStatus: string | null }): string {
  if (refundStatus === "refunded") return "This payment was refunded: the order no longer took it.";
  if (refundStatus) return "This payment is to be refunded: the order no longer took it.";
  if (status === "succeeded") return "This payment has been paid.";
  if (status === "voided") return "This payment is no longer open.";
  return "This payment has failed.";
}

export default function SandboxPayment({ loaderData }: Route.ComponentProps) {
  const format = useFormat();
  const { payment } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const action = `?${new URLSearchParams({ return: params.get("return") ?? "" })}`;
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-lg border border-border bg-card p-6 text-center">
        <FlaskConical aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
        <h1 className="mt-3 text-2xl font-semibold">Sandbox payment</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          This is the built-in test payment provider. No money moves. A live shop sends buyers to Paystack or
          Flutterwave here.
        </p>
        <p className="mt-6 text-sm">Order {payment.orderNumber}</p>
        <p className="text-3xl font-bold tabular-nums">{format.money(payment.amount, payment.currency)}</p>
        {payment.status === "pending" ? (
          <Form method="post" action={action} className="mt-6 flex flex-col gap-2">
            <Button type="submit" name="outcome" value="pay" size="lg" disabled={busy}>
              Pay {format.money(payment.amount, payment.currency)}
            </Button>
            <Button type="submit" name="outcome" value="decline" variant="secondary" disabled={busy}>
              Decline payment
            </Button>
          </Form>
        ) : (
          <p role="status" className="mt-6 font-medium">
            {settledText(payment)}
          </p>
        )}
      </div>
    </div>
  );
}

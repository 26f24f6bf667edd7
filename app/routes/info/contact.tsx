import { sendContactMessage } from "#server/modules/support/send-contact-message";
import { publishedContentPage } from "#server/modules/pages/pages.queries";
import { ContactForm } from "~/components/content/contact-form";
import { InfoPage } from "~/components/content/info-page";
import { PageBody } from "~/components/content/page-sections";
import { actionFailure } from "~/lib/action-failure.server";
import { pageMeta } from "~/lib/meta";
import { notFoundAsResponse } from "~/lib/not-found.server";
import { ctx, formValues } from "~/lib/route-context.server";
import type { Route } from "./+types/contact";

const fields = ["name", "email", "topic", "orderNumber", "message"] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const { db, actor } = ctx(context);
  const page = await publishedContentPage(db, { kind: "page", slug: "contact-us" }).catch(notFoundAsResponse);
  // A signed-in person's name and address start filled in; they may still change them.
  return { page, sender: actor ? { name: actor.name, email: actor.email } : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, client, env, mailer, logger } = ctx(context);
  const form = await request.formData();
  const input = formValues(form, fields);
  try {
    const sent = await sendContactMessage(db, {
      input,
      actor,
      client,
      companyDomains: env.COMPANY_EMAIL_DOMAINS,
      delivery: { mailer, logger },
    });
    return { ok: true as const, message: sent.message };
  } catch (error) {
    return actionFailure(error, { values: input });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.page.title, loaderData.page.summary) : [];

/**
 * /contact-us: the contact form that reaches the support team, and the stored page beside it (below
 * it on a phone, so the form is on the first screen).
 */
export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  const { page, sender } = loaderData;
  return (
    <InfoPage title={page.title}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="lg:order-2">
          <ContactForm result={actionData} sender={sender} />
        </div>
        <div className="lg:order-1">
          <PageBody sections={page.sections} body={page.body} />
        </div>
      </div>
    </InfoPage>
  );
}

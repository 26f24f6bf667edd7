import { formMessage } from "#common/action-failure";
import { featureFlagCategories } from "#common/feature-flags";
import { adminFeaturesTexts } from "#common/i18n/admin-features";
import type { FeatureFlagView } from "#common/views/feature-flags";
import { listFeatureFlags } from "#server/modules/feature-flags/feature-flags.queries";
import { setFeatureFlag } from "#server/modules/feature-flags/set-feature-flag";
import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/catalog/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog, useConfirmedSubmit } from "~/components/ui/confirm-dialog";
import { FormError, FormSuccess } from "~/components/ui/field";
import { TitledSection } from "~/components/ui/titled-section";
import { actionFailure } from "~/lib/action-failure.server";
import { usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, formValues, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/features";

export const meta: Route.MetaFunction = () =>
  pageMeta(adminFeaturesTexts.en.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/features: every feature flag by category; admins only (the route table keeps staff out). */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { flags: await listFeatureFlags(ctx(context).db) };
}

const fields = ["key", "enabled"];

/** One flag on or off; the command checks the admin again and the dependency rules, and audits it. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { db, client } = ctx(context);
  const values = formValues(await request.formData(), fields);
  try {
    const result = await setFeatureFlag(db, {
      actor,
      key: values.key!,
      enabled: values.enabled === "true",
      ipAddress: client.ip,
    });
    const texts = adminFeaturesTexts.en;
    return {
      ok: true as const,
      key: values.key!,
      message: result.enabled ? texts.turnedOn(result.name) : texts.turnedOff(result.name),
    };
  } catch (error) {
    return actionFailure(error, { values, extra: { key: values.key! } });
  }
}

export default function AdminFeatures({ loaderData, actionData }: Route.ComponentProps) {
  const texts = usePageTexts(adminFeaturesTexts);
  const { flags } = loaderData;
  const nameOf = (key: string) => flags.find((flag) => flag.key === key)?.name ?? key;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{texts.title}</h1>
        <p className="text-sm text-muted-foreground">{texts.intro}</p>
      </div>
      {featureFlagCategories.map((category) => {
        const inCategory = flags.filter((flag) => flag.category === category);
        if (inCategory.length === 0) return null;
        return (
          <TitledSection key={category} title={texts.categories[category]} className="space-y-3">
            <ul className="grid gap-3 md:grid-cols-2">
              {inCategory.map((flag) => (
                <FlagCard
                  key={flag.key}
                  flag={flag}
                  dependencyNames={flag.dependencies.map(nameOf).join(", ")}
                  answer={actionData?.key === flag.key ? actionData : null}
                />
              ))}
            </ul>
          </TitledSection>
        );
      })}
    </div>
  );
}

/** One flag: what it is, whether it is on, and its toggle (turning off asks first). */
function FlagCard({
  flag,
  dependencyNames,
  answer,
}: {
  flag: FeatureFlagView;
  dependencyNames: string;
  answer: Route.ComponentProps["actionData"] | null;
}) {
  const texts = usePageTexts(adminFeaturesTexts);
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("key") === flag.key;
  const { formRef, pending, holdSubmit, cancel, confirm } = useConfirmedSubmit<true>();
  return (
    <li className="space-y-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{flag.name}</h3>
        <Badge tone={flag.enabled ? "success" : "soft"}>{flag.enabled ? texts.on : texts.off}</Badge>
        {flag.beta ? <Badge tone="warning">{texts.beta}</Badge> : null}
      </div>
      <p className="text-sm">{flag.description}</p>
      <ul className="space-y-1 text-sm text-muted-foreground">
        <li>{flag.requiresAuth ? texts.requiresAuth : texts.noAuth}</li>
        {dependencyNames ? <li>{texts.dependsOn(dependencyNames)}</li> : null}
      </ul>
      <FormSuccess message={answer?.ok ? answer.message : null} />
      <FormError message={answer && !answer.ok ? (formMessage(answer) ?? null) : null} />
      <Form
        ref={formRef}
        method="post"
        onSubmit={(event) => {
          // Turning a feature off hides its pages from everyone: ask first. Turning one on does not.
          if (flag.enabled) holdSubmit(event, () => true);
        }}
      >
        <input type="hidden" name="key" value={flag.key} />
        <input type="hidden" name="enabled" value={flag.enabled ? "false" : "true"} />
        <Button type="submit" variant={flag.enabled ? "secondary" : "primary"} disabled={submitting}>
          {submitting ? texts.saving : flag.enabled ? texts.turnOff(flag.name) : texts.turnOn(flag.name)}
        </Button>
      </Form>
      <ConfirmDialog
        open={pending !== null}
        title={texts.confirmTitle(flag.name)}
        question={texts.confirmBody}
        confirmText={texts.confirmAction}
        cancelText={texts.cancel}
        closeText={texts.close}
        variant="destructive"
        onCancel={cancel}
        onConfirm={confirm}
      />
    </li>
  );
}

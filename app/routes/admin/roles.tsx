import { adminRolesTexts } from "#common/i18n/admin-roles";
import { readStaffSections } from "#server/modules/roles/staff-sections.queries";
import { setStaffSections } from "#server/modules/roles/set-staff-sections";
import { RolesTable } from "~/components/admin-roles/roles-table";
import { type StaffSectionsFailure, StaffSectionsForm } from "~/components/admin-roles/staff-sections-form";
import { TitledSection } from "~/components/ui/titled-section";
import { actionFailure } from "~/lib/action-failure.server";
import { usePageTexts } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { ctx, requireAdmin } from "~/lib/route-context.server";
import type { Route } from "./+types/roles";

const texts = adminRolesTexts.en;

export const meta: Route.MetaFunction = () => pageMeta(texts.title, undefined, { noindex: true });

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** /admin/roles: the roles table and the sections staff may open; admins only (the guard keeps staff out). */
export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { staffSections: await readStaffSections(ctx(context).db) };
}

/** The ticked sections are the whole choice; the command checks the admin and the keys, and audits it. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireAdmin(context);
  const { db, client } = ctx(context);
  const sent = (await request.formData()).getAll("section").map(String);
  try {
    const { changed } = await setStaffSections(db, { actor, sections: sent, client });
    return { ok: true as const, message: changed ? texts.saved : texts.unchanged };
  } catch (error) {
    return actionFailure(error, { extra: { sent } });
  }
}

export default function AdminRoles({ loaderData, actionData }: Route.ComponentProps) {
  const t = usePageTexts(adminRolesTexts);
  const failure: StaffSectionsFailure | null = actionData && !actionData.ok ? actionData : null;
  return (
    <div className="space-y-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t.title}</h1>
        <p className="text-sm text-muted-foreground">{t.intro}</p>
      </div>
      <TitledSection title={t.rolesTitle} className="space-y-3">
        <RolesTable />
      </TitledSection>
      <TitledSection title={t.sectionsTitle} intro={t.sectionsIntro} className="space-y-3">
        <StaffSectionsForm
          allowed={loaderData.staffSections}
          failure={failure}
          saved={actionData?.ok ? actionData.message : null}
        />
      </TitledSection>
    </div>
  );
}

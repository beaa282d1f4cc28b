"use server";

import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/actions/define-action";
import { shareContentsSchema } from "@/lib/share-links/contents";
import { readShareSetting, saveShareSetting } from "@/lib/share-links/store";

/** What share pages made from now on include. Existing links keep what they were made with. */
export const setShareContentsAction = defineAction(
  "setShareContents",
  { role: "admin", schema: shareContentsSchema.strict() },
  async (contents, { audit }) => {
    const before = await readShareSetting();
    await saveShareSetting(contents);
    await audit({
      action: "share-links.contents",
      targetType: "setting",
      targetId: "share-links.contents",
      before,
      after: contents,
    });
    revalidatePath("/settings/share-links");
    return contents;
  },
);

import { Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { addLink, updateAt, withoutIndex } from '../model/course-draft-edits';
import type { LinkDraft } from '../model/course-draft';
import { EmptyListText } from './form-section';
import { IconButton } from './icon-button';

export type LinkListLabels = {
  heading: string;
  add: string;
  empty: string;
  item: (number: number) => string;
  title: string;
  link: string;
  remove: (number: number) => string;
};

/**
 * Videos or resources of one lesson: a title and a URL per row. A row missing either
 * is dropped on save; a filled URL must be http(s).
 */
export function LinkListEditor({
  links,
  onChange,
  labels,
  errors,
  errorPath,
  linkKey,
}: {
  links: LinkDraft[];
  onChange: (links: LinkDraft[]) => void;
  labels: LinkListLabels;
  errors: Record<string, string>;
  /** 'modules.0.lessons.1.videos' */
  errorPath: string;
  /** 'video_link' or 'resource_link', the server's name of the URL field. */
  linkKey: string;
}) {
  return (
    <fieldset className="space-y-3">
      {/* The legend is the fieldset's first child (HTML), beside the button by floating. */}
      <legend className="float-left pt-1.5 text-sm font-semibold text-ink">{labels.heading}</legend>
      <div className="flex justify-end">
        <Button variant="outline" size="sm" onClick={() => onChange(addLink(links))}>
          <Plus className="size-4" aria-hidden="true" />
          {labels.add}
        </Button>
      </div>
      {links.length === 0 ? (
        <EmptyListText>{labels.empty}</EmptyListText>
      ) : (
        <ul className="space-y-3">
          {links.map((link, index) => (
            <li key={link.key} className="grid items-start gap-2 sm:grid-cols-[1fr_1.4fr_auto]">
              <Field
                label={`${labels.item(index + 1)}: ${labels.title}`}
                value={link.title}
                onChange={(event) =>
                  onChange(updateAt(links, index, (row) => ({ ...row, title: event.target.value })))
                }
              />
              <Field
                label={`${labels.item(index + 1)}: ${labels.link}`}
                type="url"
                inputMode="url"
                value={link.link}
                error={errors[`${errorPath}.${index}.${linkKey}`]}
                onChange={(event) =>
                  onChange(updateAt(links, index, (row) => ({ ...row, link: event.target.value })))
                }
              />
              <IconButton
                Icon={X}
                label={labels.remove(index + 1)}
                className="mt-7 text-danger hover:bg-danger-soft"
                onClick={() => onChange(withoutIndex(links, index))}
              />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

import type { LucideIcon } from 'lucide-react';

/** A list item with an icon, a title and a line of text: the card the public pages use for features and topics. */
export function IconCardItem({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <li className="rounded-xl border border-zinc-200 bg-white p-6 shadow-sm">
      <Icon className="size-6 text-brand-700" aria-hidden="true" />
      <h3 className="mt-3 text-lg font-semibold text-zinc-900">{title}</h3>
      <p className="mt-1 text-sm text-zinc-600">{text}</p>
    </li>
  );
}

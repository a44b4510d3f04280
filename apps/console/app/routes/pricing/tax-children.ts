// Who among the children pays a tax is one choice in the form (none, all, all but those under an
// age) and two fields in the API (appliesToChildren, exemptUnderAge).

export type ChildrenChoice = 'none' | 'all' | 'under';

export function childrenChoiceOf(tax: { appliesToChildren: boolean; exemptUnderAge: number | null }): ChildrenChoice {
  if (!tax.appliesToChildren) return 'none';
  return tax.exemptUnderAge === null ? 'all' : 'under';
}

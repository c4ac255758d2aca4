// The product page shows one specification table (issue 37 item 3). A product with structured specifications gets the
// grouped table; a free-text "Specifications" section of its details would repeat it as a bullet list in other number
// formats, so that section is left out there. Products without structured specifications keep it: it is all they have.

const SPECIFICATION_TITLE = /^\s*(technical\s+)?(specifications?|specs|tech(nical)?\s+data)\s*$/i;

export function withoutRepeatedSpecifications<T extends { title: string }>(
  sections: T[],
  hasSpecificationTable: boolean,
): T[] {
  return hasSpecificationTable ? sections.filter((section) => !SPECIFICATION_TITLE.test(section.title)) : sections;
}

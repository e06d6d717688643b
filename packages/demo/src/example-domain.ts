/** A made-up domain for a demo business's website and email, from its name: `Warmfield Homes` → `warmfield-homes.example.com`. */
export const exampleDomainOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '-')}.example.com`;

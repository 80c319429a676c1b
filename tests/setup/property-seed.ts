/**
 * The property tests' seed. CI runs them with a fixed one, so that a run can be repeated to the
 * draw; elsewhere each run draws a new one, so that a developer's runs explore further. Either way
 * fast-check prints the seed and the shrunk counter-example of a failure: run again with
 * `PROPERTY_SEED=<seed>`, and keep the counter-example as a fixed case beside the property.
 */
export const PROPERTY_SEED = process.env.PROPERTY_SEED
  ? Number(process.env.PROPERTY_SEED)
  : process.env.CI
    ? 20261126
    : Math.floor(Math.random() * 2 ** 31);

/** fast-check's options for `runs` runs of a property with the run's seed. */
export const propertyRuns = (numRuns: number) => ({ seed: PROPERTY_SEED, numRuns }) as const;

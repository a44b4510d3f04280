// Command-line options of `npm run seed`: --force, --properties N, --start-date YYYY-MM-DD.
export type SeedArguments = { force: boolean; properties: number | undefined; startDate: string | undefined };

export function parseSeedArguments(argv: readonly string[]): SeedArguments {
  const result: SeedArguments = { force: false, properties: undefined, startDate: undefined };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] as string).split('=', 2) as [string, string | undefined];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--force') result.force = true;
    else if (flag === '--properties') {
      const count = Number(value());
      if (!Number.isInteger(count) || count < 1) throw new Error('--properties must be a positive integer');
      result.properties = count;
    } else if (flag === '--start-date') result.startDate = value();
    else throw new Error(`Unknown option ${flag} (use --force, --properties N, --start-date YYYY-MM-DD)`);
  }
  return result;
}

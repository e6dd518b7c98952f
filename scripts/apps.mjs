// The front-end apps, in one place for the build, dev and bench scripts.
export const REMOTES = ['markets', 'starline', 'gali', 'wallet', 'histories'];
export const APPS = [
  { name: 'host', dir: 'host', port: 3000 },
  ...REMOTES.map((name, index) => ({ name, dir: `remotes/${name}`, port: 3001 + index })),
];

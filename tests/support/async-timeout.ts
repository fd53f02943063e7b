// Component tests (jsdom) wait up to 5 s for what they find, not Testing Library's 1 s: a screen
// whose code loads lazily takes longer than a second when the whole suite shares two CPUs, and a
// check that fails only under load is noise, not a finding. Node tests skip the import.
if ('window' in globalThis) {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};

import { chunksOf, type ViteManifest } from './vite-manifest.ts';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/main.tsx'] },
  'src/main.tsx': {
    file: 'assets/main.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/home.tsx', 'src/wizard.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  'src/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_shared.js'], dynamicImports: ['src/wizard.tsx'] },
  'src/wizard.tsx': { file: 'assets/wizard.js', isDynamicEntry: true, imports: ['_big.js'] },
  '_big.js': { file: 'assets/big.js' },
  'style.css': { file: 'assets/style.css' },
};

describe('chunksOf', () => {
  it('counts the entry, the app, the route chunk and their static imports, once each', () => {
    expect(chunksOf(manifest, 'src/home.tsx').sort()).toEqual([
      'assets/home.js',
      'assets/index.js',
      'assets/main.js',
      'assets/shared.js',
      'assets/vendor.js',
    ]);
    expect(chunksOf(manifest, null).sort()).toEqual(['assets/index.js', 'assets/main.js', 'assets/vendor.js']);
  });

  it('leaves out chunks that are only loaded later', () => {
    expect(chunksOf(manifest, 'src/home.tsx')).not.toContain('assets/wizard.js');
    expect(chunksOf(manifest, 'src/home.tsx')).not.toContain('assets/big.js');
  });

  it('fails loudly when the route is not in the build', () => {
    expect(() => chunksOf(manifest, 'src/missing.tsx')).toThrow('no chunk for src/missing.tsx');
  });
});

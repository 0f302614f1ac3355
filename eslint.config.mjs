// ESLint: Next's recommended rules (with Core Web Vitals) and typescript-eslint's, as in Payload's
// website template. Generated files are left out: Payload's admin routes, migrations, types.
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypeScript from 'eslint-config-next/typescript'

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'src/app/(payload)/**',
      'src/migrations/**',
      'src/payload-types.ts',
      'bench/results/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    // The site draws its pictures itself: <img>/<picture> with the AVIF and WebP sizes made by
    // Next's optimizer (src/site/lib/images.ts), width and height set, the first banner preloaded.
    files: ['src/site/**'],
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    // Tests, scripts and benchmarks hold no React components: `useBrowser` is a test helper.
    files: ['tests/**', 'scripts/**', 'bench/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
]

export default config

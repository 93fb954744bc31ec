import { BRAND } from '@mall/shared';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import { AUTOMATIC_NOTE, type EmailBlock, type EmailContent, type EmailFact, TAGLINE } from './email-content';
import { colors, fonts } from './theme';

const paragraph: CSSProperties = {
  margin: '0 0 16px',
  fontSize: '16px',
  lineHeight: '24px',
  color: colors.ink,
  whiteSpace: 'pre-line',
};

const tones = {
  danger: { background: colors.redBg, color: colors.redFg },
  neutral: { background: colors.sand, color: colors.ink },
} as const;

function Facts({ rows }: { rows: readonly EmailFact[] }) {
  return (
    <table
      cellPadding={0}
      cellSpacing={0}
      style={{ width: '100%', borderCollapse: 'collapse', margin: '0 0 16px', fontSize: '15px', lineHeight: '22px' }}
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th
              scope="row"
              style={{
                textAlign: 'left',
                fontWeight: 400,
                color: colors.muted,
                padding: '8px 12px 8px 0',
                borderBottom: `1px solid ${colors.line}`,
                verticalAlign: 'top',
              }}
            >
              {row.label}
            </th>
            <td
              style={{
                textAlign: 'right',
                fontWeight: 600,
                color: colors.ink,
                padding: '8px 0',
                borderBottom: `1px solid ${colors.line}`,
                verticalAlign: 'top',
              }}
            >
              {row.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Block({ block }: { block: EmailBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={paragraph}>{block.text}</Text>;
    case 'note':
      return (
        <Text style={{ ...paragraph, fontSize: '14px', lineHeight: '21px', color: colors.muted }}>{block.text}</Text>
      );
    case 'action':
      return (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={block.url}
            style={{
              backgroundColor: colors.accentStrong,
              color: '#ffffff',
              fontSize: '16px',
              fontWeight: 600,
              lineHeight: '24px',
              padding: '12px 28px',
              borderRadius: '6px',
              textDecoration: 'none',
            }}
          >
            {block.label}
          </Button>
          <Text style={{ ...paragraph, fontSize: '13px', lineHeight: '20px', color: colors.muted, margin: '12px 0 0' }}>
            Se o botão não abrir, copie este endereço no navegador:{' '}
            <Link
              href={block.url}
              style={{ color: colors.accentStrong, textDecoration: 'underline', wordBreak: 'break-all' }}
            >
              {block.url}
            </Link>
          </Text>
        </Section>
      );
    case 'facts':
      return <Facts rows={block.rows} />;
    case 'code':
      return (
        <Section
          style={{
            margin: '0 0 20px',
            padding: '16px',
            backgroundColor: colors.sand,
            border: `1px dashed ${colors.accent}`,
            borderRadius: '6px',
          }}
        >
          <Text style={{ margin: '0 0 6px', fontSize: '13px', lineHeight: '18px', color: colors.muted }}>
            {block.label}
          </Text>
          <Text
            style={{
              margin: 0,
              fontFamily: fonts.mono,
              color: colors.ink,
              wordBreak: 'break-all',
              ...(block.size === 'large'
                ? { fontSize: '28px', lineHeight: '36px', fontWeight: 700, letterSpacing: '4px' }
                : { fontSize: '13px', lineHeight: '20px' }),
            }}
          >
            {block.value}
          </Text>
        </Section>
      );
    case 'notice':
      return (
        <Section style={{ margin: '0 0 20px', padding: '14px 16px', borderRadius: '6px', ...tones[block.tone] }}>
          <Text style={{ ...paragraph, margin: 0, color: tones[block.tone].color }}>
            <strong>{block.label}:</strong> {block.text}
          </Text>
        </Section>
      );
  }
}

/**
 * The one branded layout: the programme's name as a text logo over a bronze rule, the heading, the
 * blocks, and a footer. Tables and inline styles only, readable with images off, in pt-BR.
 */
export function BrandedEmail({ content }: { content: EmailContent }) {
  return (
    <Html lang="pt-BR" dir="ltr">
      <Head>
        <title>{content.subject}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={{ margin: 0, padding: '24px 12px', backgroundColor: colors.canvas, fontFamily: fonts.sans }}>
        <Container
          style={{
            maxWidth: '600px',
            backgroundColor: colors.surface,
            border: `1px solid ${colors.line}`,
            borderTop: `4px solid ${colors.accent}`,
            borderRadius: '8px',
          }}
        >
          <Section style={{ padding: '28px 32px 8px' }}>
            <Text
              style={{
                margin: 0,
                fontFamily: fonts.display,
                fontSize: '28px',
                lineHeight: '34px',
                fontWeight: 600,
                color: colors.accentStrong,
              }}
            >
              {BRAND}
            </Text>
            <Text
              style={{
                margin: '2px 0 0',
                fontSize: '12px',
                lineHeight: '18px',
                letterSpacing: '2px',
                textTransform: 'uppercase',
                color: colors.muted,
              }}
            >
              Programa de pontos
            </Text>
          </Section>
          <Section style={{ padding: '8px 32px 16px' }}>
            <Heading
              as="h1"
              style={{
                margin: '16px 0 20px',
                fontFamily: fonts.display,
                fontSize: '28px',
                lineHeight: '34px',
                fontWeight: 600,
                color: colors.ink,
              }}
            >
              {content.heading}
            </Heading>
            {content.blocks.map((block, i) => (
              // Blocks are a fixed list built per message; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Block key={i} block={block} />
            ))}
          </Section>
          <Hr style={{ borderColor: colors.line, margin: 0 }} />
          <Section style={{ padding: '20px 32px 28px' }}>
            <Text
              style={{ margin: '0 0 4px', fontSize: '14px', lineHeight: '20px', fontWeight: 600, color: colors.ink }}
            >
              {BRAND}
            </Text>
            <Text style={{ margin: '0 0 12px', fontSize: '13px', lineHeight: '20px', color: colors.muted }}>
              {TAGLINE}
            </Text>
            <Text style={{ margin: 0, fontSize: '12px', lineHeight: '18px', color: colors.muted }}>
              {content.footnote ?? AUTOMATIC_NOTE}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, type TableProps } from '@mui/material';

/** A column heading: its text, or its text and alignment (amounts on the right). */
export type PlainTableHeading = string | { text: string; align: 'left' | 'right' | 'center' };

export interface PlainTableProps {
  /** The table's accessible name. */
  label?: string;
  head: readonly PlainTableHeading[];
  sx?: TableProps['sx'];
  /** The body's rows. */
  children: ReactNode;
  /** Rows under the body (totals). */
  footer?: ReactNode;
}

/** A small read-only table: a row of headings, then the rows given. */
export function PlainTable({ label, head, sx, children, footer }: PlainTableProps) {
  return (
    <Table size="small" aria-label={label} sx={sx}>
      <TableHead>
        <TableRow>
          {head.map((heading) =>
            typeof heading === 'string' ? (
              <TableCell key={heading}>{heading}</TableCell>
            ) : (
              <TableCell key={heading.text} align={heading.align}>
                {heading.text}
              </TableCell>
            ),
          )}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
      {footer}
    </Table>
  );
}

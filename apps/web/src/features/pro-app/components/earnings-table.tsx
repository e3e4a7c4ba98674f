import { CARD } from './pro-shell';

/** A titled table of the earnings; columns from `numericFrom` on are amounts, right-aligned; a cell may be a node (a button). */
export function EarningsTable({
  caption,
  headers,
  rows,
  numericFrom = 1,
  footer,
}: {
  caption: string;
  headers: string[];
  rows: { key: string; cells: React.ReactNode[] }[];
  numericFrom?: number;
  footer?: React.ReactNode[];
}) {
  const cellClass = (index: number) => (index >= numericFrom ? 'text-right tabular-nums' : 'text-slate-800');
  return (
    <div className={`${CARD} overflow-x-auto`}>
      <table className="w-full text-left text-sm">
        <caption className="pb-2 text-left text-lg font-bold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {headers.map((header, index) => (
              <th key={header} scope="col" className={`py-2 pr-2 font-semibold ${index >= numericFrom ? 'text-right' : ''}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 last:border-0">
              {row.cells.map((cell, index) => (
                <td key={index} className={`py-2 pr-2 ${cellClass(index)}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr className="border-t border-slate-300 font-bold text-slate-900">
              {footer.map((cell, index) => (
                <td key={index} className={`py-2 pr-2 ${cellClass(index)}`}>
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

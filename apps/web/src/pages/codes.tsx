// The team's codes: destination, status, short URL; an empty state that leads to the first code.
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { api, unwrap } from "../api.ts";
import { Problem } from "./problem.tsx";

export function CodesPage() {
  const codes = useQuery({
    queryKey: ["codes"],
    queryFn: () => unwrap(api.GET("/api/v1/qr", { params: { query: { limit: 50 } } })),
  });
  return (
    <>
      <div className="heading">
        <h1>QR codes</h1>
        <Link to="/codes/new" className="button">
          New code
        </Link>
      </div>
      {codes.isPending ? <p role="status">Loading codes…</p> : null}
      {codes.error ? <Problem error={codes.error} /> : null}
      {codes.data && codes.data.data.length === 0 ? (
        <section className="empty">
          <h2>No codes yet</h2>
          <p>A dynamic code keeps its printed pattern while you change where it leads.</p>
          <Link to="/codes/new">Create your first code</Link>
        </section>
      ) : null}
      {codes.data && codes.data.data.length > 0 ? (
        <table>
          <caption className="visually-hidden">Your QR codes</caption>
          <thead>
            <tr>
              <th scope="col">Short URL</th>
              <th scope="col">Destination</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {codes.data.data.map((code) => (
              <tr key={code.id}>
                <td data-label="Short URL">{code.short_url}</td>
                <td data-label="Destination" className="url">
                  {code.url}
                </td>
                <td data-label="Status">{code.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

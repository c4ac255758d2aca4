-- Hand-written (ADR 071: the schema cannot express it, see the comment on model PunchoutConnection): a cXML setup
-- or order request finds its connection by the From credential, the domain in any case and the identity exactly:
-- lower("cxmlDomain") = lower(the domain) AND "cxmlIdentity" = the identity. The unique index on ("cxmlDomain",
-- "cxmlIdentity") cannot answer lower("cxmlDomain"), so that look-up read the whole index: this one finds the row.
-- Unique: with the look-up ignoring case, "NetworkID:x" and "networkid:x" saved by two organisations would be one
-- sender reaching either of them.
CREATE UNIQUE INDEX "PunchoutConnection_cxmlDomain_lower_cxmlIdentity_idx"
  ON "PunchoutConnection" (lower("cxmlDomain"), "cxmlIdentity");
